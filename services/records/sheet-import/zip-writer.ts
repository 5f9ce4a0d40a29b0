/** One entry of a zip to write: its bytes as packed, and what its headers say of them. */
export interface PackedEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  crc32: number;
  packed: Buffer;
  /** The unpacked size its headers declare. */
  size: number;
}

const LOCAL_HEADER = 0x04034b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const UTF8_NAMES = 0x0800;

/** The 26 bytes a local header and a directory entry share: version, flags, method, time, CRC, sizes, name and extra lengths. */
function sharedFields(entry: PackedEntry, nameLength: number): Buffer {
  const fields = Buffer.alloc(26);
  fields.writeUInt16LE(20, 0);
  fields.writeUInt16LE(UTF8_NAMES, 2);
  fields.writeUInt16LE(entry.method, 4);
  fields.writeUInt32LE(entry.crc32, 10);
  fields.writeUInt32LE(entry.packed.length, 14);
  fields.writeUInt32LE(entry.size, 18);
  fields.writeUInt16LE(nameLength, 22);
  return fields;
}

/** A zip of `entries` as they are packed (no data descriptors, no zip64), with a central directory. */
export function writeZip(entries: readonly PackedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const shared = sharedFields(entry, name.length);
    const local = Buffer.alloc(4);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    const head = Buffer.alloc(6);
    head.writeUInt32LE(DIRECTORY_ENTRY, 0);
    head.writeUInt16LE(20, 4);
    // Comment length, disk, attributes (zero), then where the local header starts.
    const tail = Buffer.alloc(14);
    tail.writeUInt32LE(offset, 10);
    locals.push(local, shared, name, entry.packed);
    directory.push(head, shared, tail, name);
    offset += local.length + shared.length + name.length + entry.packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}
