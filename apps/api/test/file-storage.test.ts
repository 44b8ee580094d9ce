import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDirectoryStorage, memoryStorage, type FileStorage } from '../src/storage/file-storage.ts';

const KEY = '0b6f1f1e-8d2a-4c4e-9d8e-3f1f2a7b9c10.png';
const UNSAFE_KEYS = [
  '../escape.png',
  '..',
  '../../etc/passwd',
  'a/../../b.png',
  'sub/dir.png',
  '/etc/passwd',
  'C:\\windows.png',
  '.hidden',
  'UPPER.png',
  'a..b.png',
  '',
  'x'.repeat(101),
];

describe('localDirectoryStorage', () => {
  let root: string;
  let directory: string;
  let storage: FileStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'file-storage-'));
    directory = path.join(root, 'files'); // not there yet: created on the first write
    storage = localDirectoryStorage(directory);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes, reads back and removes a file under its key, in its directory', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put(KEY, bytes);
    expect(await readdir(directory)).toEqual([KEY]); // nothing else left behind (no partial file)
    expect((await readFile(path.join(directory, KEY))).equals(bytes)).toBe(true);
    expect((await storage.get(KEY))?.equals(bytes)).toBe(true);
    await storage.remove(KEY);
    expect(await storage.get(KEY)).toBeUndefined();
    expect(await readdir(directory)).toEqual([]);
  });

  it('a missing file reads as undefined and removing it is not an error', async () => {
    expect(await storage.get(KEY)).toBeUndefined();
    await expect(storage.remove(KEY)).resolves.toBeUndefined();
  });

  it('a second put under the same key replaces the bytes whole', async () => {
    await storage.put(KEY, Buffer.from('first, and longer than the second'));
    await storage.put(KEY, Buffer.from('second'));
    expect((await storage.get(KEY))?.toString()).toBe('second');
  });

  it.each(UNSAFE_KEYS)('refuses the key %j for put, get and remove, touching nothing', async (key) => {
    const outside = path.join(root, 'escape.png');
    await writeFile(outside, 'outside');
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(RangeError);
    await expect(storage.get(key)).rejects.toThrow(RangeError);
    await expect(storage.remove(key)).rejects.toThrow(RangeError);
    expect(await readFile(outside, 'utf8')).toBe('outside');
    expect(await readdir(root)).toEqual(['escape.png']);
  });

  it('a failed write leaves no file under the key and no partial file', async () => {
    const blocked = localDirectoryStorage(path.join(root, 'not-a-directory'));
    await writeFile(path.join(root, 'not-a-directory'), 'a file where the directory should be');
    await expect(blocked.put(KEY, Buffer.from('x'))).rejects.toThrow();
    expect(await readdir(root)).toEqual(['not-a-directory']);
  });
});

describe('memoryStorage', () => {
  it('keeps a copy of the bytes, lists its keys and refuses unsafe keys', async () => {
    const storage = memoryStorage();
    const bytes = Buffer.from('logo');
    await storage.put(KEY, bytes);
    bytes.write('XXXX');
    expect((await storage.get(KEY))?.toString()).toBe('logo');
    expect(storage.keys()).toEqual([KEY]);
    await storage.remove(KEY);
    expect(storage.keys()).toEqual([]);
    await expect(storage.put('../escape.png', Buffer.from('x'))).rejects.toThrow(RangeError);
  });
});
