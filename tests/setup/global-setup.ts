import { PGlite } from "@electric-sql/pglite";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, pgliteExtensions } from "#db/client";
import { seedReferenceData } from "#db/seed/seed";
import { quoteIdent, templatePrefix, testDatabasePrefix, urlForDatabase } from "./names";
import type { TestTemplate } from "./provided";

/**
 * Migrates and seeds ONE template database per run; every test then clones it (tests/setup/database.ts).
 * PGlite (default): the template is a tarball of the data directory, loaded into a fresh in-memory PGlite.
 * PostgreSQL (TEST_DATABASE_URL set): a uniquely named template database, cloned with CREATE DATABASE …
 * TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const started = performance.now();
  const { template, teardown } = url ? await postgresTemplate(url) : await pgliteTemplate();
  project.provide("testTemplate", template);
  if (process.env.TEST_DEBUG_SETUP) {
    console.info(`test template (${template.kind}) ready in ${Math.round(performance.now() - started)} ms`);
  }
  return teardown;
}

async function migrateAndSeed(target: Parameters<typeof openDatabase>[0]) {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    await seedReferenceData(database.db);
  } finally {
    if (!("pglite" in target)) await database.close();
  }
}

async function pgliteTemplate(): Promise<{ template: TestTemplate; teardown: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "sab-test-template-"));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrateAndSeed({ pglite: client });
    await dropTemplateDatabases(client);
    const tarball = await client.dumpDataDir("none");
    const tarballPath = path.join(dir, "template.tar");
    await writeFile(tarballPath, new Uint8Array(await tarball.arrayBuffer()));
    return {
      template: { kind: "pglite", tarballPath },
      teardown: () => rm(dir, { recursive: true, force: true }),
    };
  } finally {
    await client.close();
  }
}

/**
 * Every PGlite clone unpacks the whole data directory, and template0 and template1 are well over a
 * third of it. A test database only ever uses its own database ("postgres") and never creates
 * another, so the clones go without them: about 40 % less time per clone.
 */
async function dropTemplateDatabases(client: PGlite): Promise<void> {
  // One statement at a time: DROP DATABASE may not run in the implicit transaction of a batch.
  await client.exec(
    "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
  );
  await client.exec("drop database template0");
  await client.exec("drop database template1");
  await client.exec("checkpoint");
}

async function postgresTemplate(
  adminUrl: string,
): Promise<{ template: TestTemplate; teardown: () => Promise<void> }> {
  const runId = `${process.pid}_${Date.now()}`;
  const templateName = `${templatePrefix}${runId}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await dropStaleDatabases(admin);
    await admin.query(`create database ${quoteIdent(templateName)}`);
  } finally {
    await admin.end();
  }
  // The pool is closed before any clone: CREATE DATABASE … TEMPLATE refuses a template with open connections.
  await migrateAndSeed({ url: urlForDatabase(adminUrl, templateName) });
  return {
    template: { kind: "postgres", adminUrl, templateName, runId },
    teardown: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // Clones left behind by a crashed worker, then the template itself.
        const { rows } = await client.query<{ datname: string }>(
          "select datname from pg_database where datname like $1",
          [`${testDatabasePrefix}${runId}\\_%`],
        );
        for (const { datname } of rows)
          await client.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
        await client.query(`drop database if exists ${quoteIdent(templateName)} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A run killed before its teardown leaves its databases behind. Names carry the run's start time
 * (…_<pid>_<epoch ms>…); anything of ours older than a few hours cannot belong to a live run.
 */
async function dropStaleDatabases(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like $1 or datname like $2",
    [`${templatePrefix}%`, `${testDatabasePrefix}%`],
  );
  const cutoff = Date.now() - 3 * 60 * 60 * 1000;
  for (const { datname } of rows) {
    const started = Number(/^sab_(?:tmpl|t)_\d+_(\d{13})(?:_|$)/.exec(datname)?.[1]);
    if (started && started < cutoff)
      await admin.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
  }
}
