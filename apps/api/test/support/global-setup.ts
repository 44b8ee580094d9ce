import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase, seed } from '../../src/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a PGlite data directory with every migration and the demo seed applied. */
    pgliteTemplatePath: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'api-test-template-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await migrate(database);
    await seed(database);
    const dump = await database.dump!();
    const templatePath = path.join(dir, 'template.tar');
    await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplatePath', templatePath);
  } finally {
    await database.close();
  }
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
