import type { Request, Response, Router } from 'express';
import { forbidden } from '../../../domain/errors';
import type { WhitelistEntry } from '../../../services/whitelist.service';
import type { PartnerService } from '../../../services/partner.service';
import type { WhitelistService } from '../../../services/whitelist.service';
import { callerIp, callerKey, callerOwner, type AccessGuard } from '../../auth';
import { parseInput } from '../../validate';
import { addRecruiterBody, eventBatchBody, removeRecruiterBody, revealBody, singleEventBody } from './partners.schema';
import { apiRouter } from '../../routing';

/** The slug-less partner routes replaced the slug routes in April 2026 (RFC 9745 Deprecation date). */
export const DEPRECATED_SINCE = `@${Date.UTC(2026, 3, 1) / 1000}`;

export const recruiterView = (e: WhitelistEntry) => ({
  recruiterEmail: e.email,
  firstname: e.firstname,
  lastname: e.lastname,
  company: e.company,
  whitelistedEmail: e.whitelistedEmail,
  trackingMode: e.trackingMode,
  createdAt: new Date(e.createdAt).toISOString(),
  updatedAt: new Date(e.updatedAt).toISOString(),
});

/** Partner routes: the partner is identified by its key (its slug). */
export function partnersRoutes(deps: {
  access: AccessGuard;
  whitelists: WhitelistService;
  partners: PartnerService;
}): Router {
  const router = apiRouter();
  const partnerOnly = deps.access(['partner']);

  const addRecruiter = async (req: Request, res: Response) => {
    const body = parseInput(addRecruiterBody, req.body, 'body');
    const { created, entry } = await deps.whitelists.add(callerOwner(res), { email: body.recruiterEmail, ...body });
    res.status(created ? 201 : 200).json({ whitelistedEmail: entry.whitelistedEmail });
  };
  const recordEvents = async (req: Request, res: Response) => {
    const batch = typeof req.body === 'object' && req.body !== null && 'events' in req.body;
    const events = batch
      ? parseInput(eventBatchBody, req.body, 'body').events
      : [parseInput(singleEventBody, req.body, 'body')];
    const field = (i: number, name: string) => (batch ? `events.${i}.${name}` : name); // `body.` comes with the error handler
    res.status(201).json(await deps.partners.record(callerOwner(res), events, field));
  };
  /** Deprecated slug routes: only the caller's own slug, with Deprecation and Link headers. */
  const deprecated = (successor: string) => (req: Request, res: Response, next: () => void) => {
    res.set({ Deprecation: DEPRECATED_SINCE, Link: `<${successor}>; rel="successor-version"` });
    if (req.params.partnerSlug !== callerKey(res).slug)
      throw forbidden('partnerSlug: is not your partner slug', 'not_your_slug');
    next();
  };

  router.post('/partners/whitelist', partnerOnly, addRecruiter);
  router.get('/partners/whitelist', partnerOnly, async (_req, res) => {
    res.json({ recruiters: (await deps.whitelists.list(callerOwner(res))).map(recruiterView) });
  });
  router.delete('/partners/whitelist', partnerOnly, async (req, res) => {
    const body = parseInput(removeRecruiterBody, req.body, 'body');
    await deps.whitelists.remove(callerOwner(res), body.recruiterEmail, 'recruiterEmail');
    res.status(204).end();
  });
  router.post('/partners/reveal', partnerOnly, async (req, res) => {
    const body = parseInput(revealBody, req.body, 'body');
    res
      .type('application/json')
      .send(await deps.partners.reveal(callerOwner(res), body, { ip: callerIp(req), keyId: callerKey(res).id }));
  });
  router.post('/partners/events', partnerOnly, recordEvents);
  router.post('/partners/:partnerSlug/whitelist', partnerOnly, deprecated('/partners/whitelist'), addRecruiter);
  router.post('/partners/:partnerSlug/events', partnerOnly, deprecated('/partners/events'), recordEvents);
  return router;
}
