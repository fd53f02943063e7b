// The members area's public face: nothing is used by other areas yet (the business area owns
// the membership table's reads other areas need: business/index.ts).
export {};
