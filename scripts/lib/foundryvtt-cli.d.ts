// Types for the parts of @foundryvtt/foundryvtt-cli 3.x the build uses (the package ships none).
declare module "@foundryvtt/foundryvtt-cli" {
  export interface CompileOptions {
    nedb?: boolean;
    yaml?: boolean;
    recursive?: boolean;
    log?: boolean;
    transformEntry?: (doc: Record<string, unknown>, context: { documentType?: string }) => Promise<false | void> | false | void;
  }
  export interface ExtractOptions {
    nedb?: boolean;
    yaml?: boolean;
    yamlOptions?: Record<string, unknown>;
    jsonOptions?: { replacer?: unknown; space?: number | string };
    log?: boolean;
    documentType?: string;
    collection?: string;
    clean?: boolean;
    folders?: boolean;
    expandAdventures?: boolean;
    omitVolatile?: boolean;
    transformEntry?: (doc: Record<string, unknown>, context: { documentType?: string }) => Promise<false | void> | false | void;
    transformName?: (doc: Record<string, unknown>, context: { documentType?: string; folder?: string }) => Promise<string | void> | string | void;
    transformFolderName?: (doc: Record<string, unknown>) => Promise<string | void> | string | void;
    transformSerialized?: (serialized: string, context: { yaml: boolean; filename: string }) => Promise<string> | string;
  }
  export function compilePack(src: string, dest: string, options?: CompileOptions): Promise<void>;
  export function extractPack(src: string, dest: string, options?: ExtractOptions): Promise<void>;
}
