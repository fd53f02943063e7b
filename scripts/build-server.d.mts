export const serverBuildDir: string;
export const serverEntry: string;
export function serverBuildIsCurrent(): boolean;
export function buildServer(): Promise<void>;
export function buildServerIfNeeded(): Promise<void>;
