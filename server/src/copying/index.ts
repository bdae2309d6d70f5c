// The project copy's contract: each module that can copy its part of a project declares a Copier (modules/index.ts);
// the project-copy module runs them. Kept out of the modules so a module declaring a copier need not import the copy job.
export { insertInChunks } from './batch.ts';
export type { Copier, CopyContext, CopyOption } from './copier.ts';
export { CopierRegistry } from './registry.ts';
