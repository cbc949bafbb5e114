import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each server test file on PostgreSQL is copied from (test-database.ts). */
    postgresTemplate: string;
  }
}

/**
 * Vitest's global setup of the server suite on PostgreSQL: migrates one template database for the run,
 * which every test file then copies (CREATE DATABASE … TEMPLATE) instead of running the migrations again,
 * and drops it at the end.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `focus_room_template_${randomBytes(6).toString('hex')}`;
  await adminStatement(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Migrated and closed again: a template must have no open connection while it is copied.
  const migrated = await openPostgres(url.toString(), 1);
  await migrated.close();
  project.provide('postgresTemplate', name);
  return () => adminStatement(adminUrl, `drop database if exists ${name} with (force)`);
}

/** Runs one statement (create or drop a database) on its own connection to the server at `url`. */
export async function adminStatement(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
