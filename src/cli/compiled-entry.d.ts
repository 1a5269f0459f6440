export declare const SOURCE_DIRS: readonly string[];
export declare const BUILD_INPUTS: readonly string[];
export declare const COMPILED_DIR: string;
export declare const STAMP_FILE: string;
export declare const BUILD_STAMP: string;
export declare const COMPILED_MAIN: string;
export declare function compiledEntry(root: string): string | undefined;
