// The backup archive shared by scripts/backup.mjs and scripts/restore.mjs: a gzip-compressed POSIX (ustar) tar holding
// tessera-backup.json (what the archive holds), tessera.sqlite (a consistent copy of the SQLite database, when the
// server runs on SQLite) and every other file of DATA_DIR under its relative path (attachments, the session secret).
import { closeSync, createReadStream, createWriteStream, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

export const MANIFEST_NAME = 'tessera-backup.json';
export const MANIFEST_FORMAT = 1;
/** The database's name in DATA_DIR (server/src/config.ts) and in the archive. */
export const DATABASE_NAME = 'tessera.sqlite';
/** The live database's files, which the archive replaces with its consistent copy. */
export const DATABASE_FILES = new Set([DATABASE_NAME, `${DATABASE_NAME}-wal`, `${DATABASE_NAME}-shm`, `${DATABASE_NAME}-journal`]);

const BLOCK = 512;
const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);
/** ustar sizes are 11 octal digits. */
const MAX_ENTRY_SIZE = 8 ** 11 - 1;

/** Writes `value` as a NUL-terminated octal number into a header field. */
function writeOctal(header, offset, length, value) {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

/** ustar keeps names up to 100 bytes, or 255 split at a slash into a prefix (up to 155) and a name (up to 100). */
function splitName(name) {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  for (let slash = name.indexOf('/'); slash !== -1; slash = name.indexOf('/', slash + 1)) {
    const prefix = name.slice(0, slash);
    const rest = name.slice(slash + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { prefix, name: rest };
  }
  throw new Error(`the path ${name} is too long for the archive`);
}

function header({ name, size, mtime, type }) {
  if (size > MAX_ENTRY_SIZE) throw new Error(`${name} is too large for the archive (${size} bytes)`);
  const split = splitName(name);
  const block = Buffer.alloc(BLOCK);
  block.write(split.name, 0, 100, 'utf8');
  writeOctal(block, 100, 8, type === 'directory' ? 0o755 : 0o600);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, size);
  writeOctal(block, 136, 12, Math.floor(mtime.getTime() / 1000));
  block.write(' '.repeat(8), 148, 8, 'ascii');
  block.write(type === 'directory' ? '5' : '0', 156, 1, 'ascii');
  block.write('ustar\0' + '00', 257, 8, 'ascii');
  block.write(split.prefix, 345, 155, 'utf8');
  const checksum = block.reduce((sum, byte) => sum + byte, 0);
  block.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return block;
}

const padding = (size) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/**
 * Writes a .tar.gz of `entries` to `file`. An entry is `{ name, data: Buffer }` or `{ name, path, size, mtime }` (a
 * file read from disk, exactly `size` bytes of it: a file that grows meanwhile is cut there, one that shrinks fails).
 */
export async function writeTarGz(file, entries) {
  async function* blocks() {
    for (const entry of entries) {
      if (entry.data) {
        yield header({ name: entry.name, size: entry.data.length, mtime: entry.mtime ?? new Date(), type: 'file' });
        yield entry.data;
        yield padding(entry.data.length);
        continue;
      }
      yield header({ name: entry.name, size: entry.size, mtime: entry.mtime, type: 'file' });
      let read = 0;
      if (entry.size > 0) {
        for await (const chunk of createReadStream(entry.path, { start: 0, end: entry.size - 1 })) {
          read += chunk.length;
          yield chunk;
        }
      }
      if (read !== entry.size) throw new Error(`${entry.path} changed while it was archived (${read} of ${entry.size} bytes)`);
      yield padding(entry.size);
    }
    yield END_OF_ARCHIVE;
  }
  await pipeline(Readable.from(blocks()), createGzip(), createWriteStream(file, { mode: 0o600 }));
}

/** A relative path inside the target folder, or an error: an archive never writes outside it. */
function safeRelativePath(name) {
  const normalised = path.posix.normalize(name);
  if (normalised === '.' || path.posix.isAbsolute(normalised) || normalised.split('/').includes('..') || normalised.includes('\0')) {
    throw new Error(`the archive holds an unsafe path: ${JSON.stringify(name)}`);
  }
  return normalised.replace(/\/$/, '');
}

function readString(block, offset, length) {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readOctal(block, offset, length) {
  const text = readString(block, offset, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new Error('the archive has a damaged header');
  return text === '' ? 0 : parseInt(text, 8);
}

function parseHeader(block) {
  const stored = readOctal(block, 148, 8);
  const checksum = block.reduce((sum, byte, index) => sum + (index >= 148 && index < 156 ? 32 : byte), 0);
  if (stored !== checksum || readString(block, 257, 6) !== 'ustar') throw new Error('not a Tessera backup archive (bad tar header)');
  const prefix = readString(block, 345, 155);
  const name = readString(block, 0, 100);
  const flag = String.fromCharCode(block[156]);
  const type = flag === '0' || flag === '\0' ? 'file' : flag === '5' ? 'directory' : 'other';
  return { name: prefix ? `${prefix}/${name}` : name, size: readOctal(block, 124, 12), type };
}

/**
 * Extracts a .tar.gz into `folder` (which must exist), streaming: regular files and folders only, never a path
 * outside the folder. Returns the relative paths of the files written.
 */
export async function extractTarGz(file, folder) {
  const written = [];
  let pending = Buffer.alloc(0);
  let entry = null; // { fd, remaining, skip } while inside an entry's data
  let ended = false;
  const consume = () => {
    for (;;) {
      if (entry) {
        if (entry.remaining > 0) {
          const take = Math.min(entry.remaining, pending.length);
          if (take === 0) return;
          if (entry.fd !== null) writeSync(entry.fd, pending, 0, take);
          pending = pending.subarray(take);
          entry.remaining -= take;
          if (entry.remaining > 0) return;
        }
        if (pending.length < entry.skip) return;
        pending = pending.subarray(entry.skip);
        if (entry.fd !== null) closeSync(entry.fd);
        entry = null;
      }
      if (ended || pending.length < BLOCK) return;
      const block = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) {
        ended = true;
        return;
      }
      const { name, size, type } = parseHeader(block);
      const relative = safeRelativePath(name);
      const target = path.join(folder, ...relative.split('/'));
      let fd = null;
      if (type === 'directory') {
        mkdirSync(target, { recursive: true });
      } else if (type === 'file') {
        mkdirSync(path.dirname(target), { recursive: true });
        fd = openSync(target, 'wx', 0o600);
        written.push(relative);
      }
      entry = { fd, remaining: size, skip: padding(size).length };
    }
  };
  try {
    await pipeline(createReadStream(file), createGunzip(), async function (chunks) {
      for await (const chunk of chunks) {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        consume();
      }
    });
  } finally {
    if (entry?.fd !== null && entry?.fd !== undefined) closeSync(entry.fd);
  }
  if (!ended || entry) throw new Error('the archive is truncated');
  return written;
}

/** `--name value` and `--flag` options plus positional arguments. */
export function parseArguments(argv, { values = [], flags = [] }) {
  const options = {};
  const positional = [];
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    const name = argument.replace(/^--/, '');
    if (argument.startsWith('--') && values.includes(name)) {
      if (index + 1 >= argv.length) throw new Error(`${argument} needs a value`);
      options[name] = argv[++index];
    } else if (argument.startsWith('--') && flags.includes(name)) {
      options[name] = true;
    } else if (argument.startsWith('--')) {
      throw new Error(`unknown option ${argument}`);
    } else {
      positional.push(argument);
    }
  }
  return { options, positional };
}
