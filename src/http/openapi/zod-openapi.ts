import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

/**
 * Adds `.openapi(...)` to zod schemas (metadata for the OpenAPI description). Imported for its effect by every module
 * that annotates a schema, before it builds one.
 */
extendZodWithOpenApi(z);
