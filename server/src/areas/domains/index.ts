// The domains area's public face: nothing is used by other areas.
export {};
