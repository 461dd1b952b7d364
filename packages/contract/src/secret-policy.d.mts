// Types of secret-policy.mjs (plain JavaScript so that node runs it without a TypeScript loader).
export declare const TEST_JWT_SECRET: string;
export declare const TEST_FILE_KEY: string;
export declare const DEV_NEXTAUTH_SECRET: string;
export declare const PUBLISHED_SECRETS: readonly string[];
export declare const PRODUCTION_SECRETS: readonly string[];
export declare const MIN_SECRET_LENGTH: number;
export declare const MIN_DISTINCT_CHARACTERS: number;
export declare function productionSecretProblem(name: string, value: string): string | null;
export declare function isLoopbackHost(hostname: string): boolean;
export declare function productionAuthUrlProblem(url: string): string | null;
