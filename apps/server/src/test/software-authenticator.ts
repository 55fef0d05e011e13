import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponse,
  CreationOptions,
  RegistrationResponse,
  RequestOptions,
} from '@baitwatch/contracts/passkeys/webauthn';

// A passkey authenticator in software for the API tests: real WebAuthn objects made with node's crypto
// (ES256 keys, "none" attestation, CBOR written by hand), so the server checks them exactly as it
// checks a browser's. Each passkey is discoverable and user-verifying, as the console asks.

type Cbor = number | string | Uint8Array | CborMap | { [key: string]: Cbor };
interface CborMap extends Map<number | string, Cbor> {}

/** The few CBOR items WebAuthn needs: integers, byte and text strings, maps (RFC 8949). */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attested: 0x40 };

interface StoredPasskey {
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

/** How a test bends an answer: another page's origin, no user verification, a counter of its choosing. */
export interface Tamper {
  origin?: string;
  userVerified?: boolean;
  counter?: number;
  /** Sign with this credential whatever the options allow (a passkey of another admin). */
  credentialId?: string;
}

export function softwareAuthenticator(origin = 'http://localhost:3000') {
  const passkeys = new Map<string, StoredPasskey>();

  const authData = (rpId: string, flags: number, counter: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string, tamper: Tamper) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: tamper.origin ?? origin, crossOrigin: false }));
  const flagsOf = (tamper: Tamper, extra = 0) =>
    FLAGS.userPresent | (tamper.userVerified === false ? 0 : FLAGS.userVerified) | extra;

  return {
    /** `navigator.credentials.create`: a new ES256 passkey for the options' RP and user. */
    create(options: CreationOptions, tamper: Tamper = {}): RegistrationResponse & { id: string } {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const coseKey = cbor(
        new Map<number, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x ?? '', 'base64url')],
          [-3, Buffer.from(jwk.y ?? '', 'base64url')],
        ]),
      );
      const credentialId = randomBytes(16);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
      const data = authData(rpId, flagsOf(tamper, FLAGS.attested), 0, attested);
      const id = b64url(credentialId);
      passkeys.set(id, { privateKey, rpId, userHandle: options.user.id, counter: 0 });
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, tamper)),
          attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData: data })),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },

    /** `navigator.credentials.get`: signs the options' challenge with an allowed (or the only) passkey. */
    get(options: RequestOptions, tamper: Tamper = {}): AuthenticationResponse {
      const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
      const id =
        tamper.credentialId ?? allowed.find((c) => passkeys.has(c)) ?? [...passkeys.keys()].at(-1) ?? '';
      const passkey = passkeys.get(id);
      if (!passkey) throw new Error('the software authenticator has no such passkey');
      passkey.counter = tamper.counter ?? passkey.counter + 1;
      const data = authData(passkey.rpId, flagsOf(tamper), passkey.counter);
      const client = clientData('webauthn.get', options.challenge, tamper);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), passkey.privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: passkey.userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
