/** Every module specifier a TypeScript file names (scripts/import-specifiers.mjs). */
export function importSpecifiers(fileName: string, text: string): string[];
