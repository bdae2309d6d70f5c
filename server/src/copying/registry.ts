import type { Copier, CopyOption } from './copier.ts';

/** The copiers one app runs: those the modules declare (modules/index.ts) plus any a test adds. */
export class CopierRegistry {
  private copiers: Copier[];

  constructor(copiers: readonly Copier[]) {
    this.copiers = [...copiers];
  }

  /** Adds a copier; returns the function that removes it again. */
  register(copier: Copier): () => void {
    this.copiers.push(copier);
    return () => {
      this.copiers = this.copiers.filter((candidate) => candidate !== copier);
    };
  }

  /** In running order (by `order`; registration order among equals). */
  list(): Copier[] {
    return this.copiers.map((copier, index) => ({ copier, index })).sort((a, b) => a.copier.order - b.copier.order || a.index - b.index).map(({ copier }) => copier);
  }

  handles(option: CopyOption | string): boolean {
    return this.copiers.some((copier) => copier.option === option);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The project copy's copiers (each module declares its own: modules/index.ts). */
    copiers: CopierRegistry;
  }
}
