// A tiny authoritative DNS server on loopback (UDP, RFC 1035) for the tests of the `dns` domain
// verifier: it answers TXT queries from a table the test fills (`publish`), NXDOMAIN for a name it
// does not know, and an empty answer for any other type of a known name. Node's Resolver is
// pointed at it with setServers(['127.0.0.1:<port>']), so the real resolver code path runs.
import { createSocket, type Socket } from 'node:dgram';

const TYPE_TXT = 16;
const CLASS_IN = 1;
const RCODE_NXDOMAIN = 3;
const RCODE_FORMERR = 1;

/** The question's name (lower-case, no trailing dot), type and where the question ends. */
function readQuestion(message: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let offset = 12;
  for (;;) {
    const length = message[offset];
    if (length === undefined || length > 63) throw new Error('bad label');
    offset += 1;
    if (length === 0) break;
    labels.push(message.subarray(offset, offset + length).toString('latin1'));
    offset += length;
  }
  const type = message.readUInt16BE(offset);
  return { name: labels.join('.').toLowerCase(), type, end: offset + 4 };
}

/** One TXT record's data: each string prefixed by its length (at most 255 bytes each). */
function txtData(strings: string[]): Buffer {
  return Buffer.concat(
    strings.map((text) => {
      const bytes = Buffer.from(text, 'utf8');
      if (bytes.length > 255) throw new Error('a TXT string holds at most 255 bytes');
      return Buffer.concat([Buffer.from([bytes.length]), bytes]);
    }),
  );
}

function answer(query: Buffer, records: Map<string, string[][]>): Buffer {
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // the id
  let question: ReturnType<typeof readQuestion>;
  try {
    question = readQuestion(query);
  } catch {
    header.writeUInt16BE(0x8000 | RCODE_FORMERR, 2);
    return header;
  }
  const known = records.get(question.name);
  const rows = known && question.type === TYPE_TXT ? known : [];
  // QR, opcode 0, AA, the query's RD; RA; NXDOMAIN for an unknown name.
  const recursionDesired = query.readUInt16BE(2) & 0x0100;
  header.writeUInt16BE(0x8400 | recursionDesired | 0x0080 | (known ? 0 : RCODE_NXDOMAIN), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(rows.length, 6);
  const answers = rows.map((strings) => {
    const data = txtData(strings);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    fixed.writeUInt16BE(TYPE_TXT, 2);
    fixed.writeUInt16BE(CLASS_IN, 4);
    fixed.writeUInt32BE(60, 6);
    fixed.writeUInt16BE(data.length, 10);
    return Buffer.concat([fixed, data]);
  });
  return Buffer.concat([header, query.subarray(12, question.end), ...answers]);
}

export class DnsResponder {
  private readonly records = new Map<string, string[][]>();
  private socket: Socket | undefined;
  /** Queries received, as `name TYPE-number` (to prove the resolver asked this server). */
  readonly queries: string[] = [];
  port = 0;

  /** `127.0.0.1:<port>`, as Resolver.setServers and DNS_SERVERS take it. */
  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** Publishes TXT records of `name`: each record as its strings (split values over 255). */
  publish(name: string, ...txtRecords: string[][]): void {
    this.records.set(name.toLowerCase().replace(/\.$/, ''), txtRecords);
  }

  unpublish(name: string): void {
    this.records.delete(name.toLowerCase().replace(/\.$/, ''));
  }

  async start(): Promise<this> {
    const socket = createSocket('udp4');
    socket.on('message', (query, peer) => {
      try {
        const { name, type } = readQuestion(query);
        this.queries.push(`${name} ${type}`);
      } catch {
        // Answered FORMERR below.
      }
      socket.send(answer(query, this.records), peer.port, peer.address);
    });
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    this.socket = socket;
    this.port = socket.address().port;
    return this;
  }

  async close(): Promise<void> {
    const socket = this.socket;
    this.socket = undefined;
    if (socket) await new Promise<void>((resolve) => socket.close(() => resolve()));
  }
}
