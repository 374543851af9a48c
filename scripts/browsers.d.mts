export { chromiumArgs, chromiumPath } from './chromium.mjs';
export declare const firefoxPath: string;
export declare const webkitDriverPath: string;
export declare function miniBrowserPath(): string | undefined;
export declare function missingBrowsers(names?: string[]): string[];
export declare function webkitCapabilities(): Record<string, unknown>;
export declare function startWebKitDriver(): Promise<{ port: number; display: string; stop(): void }>;
export declare function freePort(): Promise<number>;
