import { SealedBox } from '../security/sealed-box';
import type { SigningSecret } from './webhook-events';

const SEALED = 'sealed:';

/**
 * Endpoints' signing secrets at rest: sealed (AES-256-GCM, the SealedBox of tracking links and cursors) under a key
 * derived from TRACKING_SECRET, so a copy of the store, a dump or a backup cannot sign messages to subscribers.
 * TRACKING_SECRET_PREVIOUS opens what was sealed before a rotation of TRACKING_SECRET, and a secret stored in clear by
 * an earlier version (`whsec_...`) is read as it is; `reseal` says what to store instead (docs/operations.md).
 */
export class SigningSecretSeal {
  private readonly boxes: SealedBox[];

  constructor(trackingSecret: string, previousTrackingSecret: string | null) {
    this.boxes = [trackingSecret, previousTrackingSecret]
      .filter((s): s is string => !!s)
      .map((s) => new SealedBox(s, 'webhook-signing-secret'));
  }

  seal(secret: string): string {
    return SEALED + this.boxes[0]!.seal(secret);
  }

  /** The secrets in clear that can sign; one no configured secret opens is left out. */
  open(stored: SigningSecret[]): SigningSecret[] {
    return stored.flatMap((s) => {
      const secret = this.openOne(s.secret)?.secret;
      return secret ? [{ secret, expiresAt: s.expiresAt }] : [];
    });
  }

  /**
   * The list to store instead (each secret sealed under the current TRACKING_SECRET), or null when it already is.
   * Unreadable ones are kept as they are.
   */
  reseal(stored: SigningSecret[]): SigningSecret[] | null {
    let changed = false;
    const next = stored.map((s) => {
      const opened = this.openOne(s.secret);
      if (!opened || opened.current) return s;
      changed = true;
      return { secret: this.seal(opened.secret), expiresAt: s.expiresAt };
    });
    return changed ? next : null;
  }

  private openOne(stored: string): { secret: string; current: boolean } | null {
    if (!stored.startsWith(SEALED)) return { secret: stored, current: false }; // in clear, as versions before this one stored it
    for (const [i, box] of this.boxes.entries()) {
      const secret = box.open(stored.slice(SEALED.length));
      if (typeof secret === 'string') return { secret, current: i === 0 };
    }
    return null;
  }
}
