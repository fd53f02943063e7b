// The business area's public face: what other areas and the server's infrastructure may use.
// Nothing yet: businesses (creating one, members, billing, seals…) arrive with a later issue
// (pending.ts); until then nobody belongs to a business, so GET /v2/businesses/user answers 404
// and the areas that a business will change (identification coverage, visual-signature
// permissions) use their personal defaults. The area has no table yet, hence no store.ts.
export {};
