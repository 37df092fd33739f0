export declare const gzipLimitBytes: number;
export declare function bundleWidget(): Promise<{ code: Uint8Array; gzipBytes: number }>;
