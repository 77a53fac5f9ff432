/**
 * The partners' vocabulary: words the spec names and the service keeps to, whatever stores them.
 * - Tracking modes of a whitelisted recruiter: `tracked` (the default), or `opt_out` (the spec names it: such a
 *   recruiter cannot reveal a profile, since a reveal exposes contact details and so requires tracking).
 * - Consultation events a partner records (R1): the spec names `click_cv` and `add_favorite`; `profile_view` is
 *   emitted by the service itself on each successful reveal, never sent by a caller.
 */
export const TRACKING_MODES = ['tracked', 'opt_out'] as const;
export type TrackingMode = (typeof TRACKING_MODES)[number];

export const CALLER_EVENT_TYPES = [
  'click_cv',
  'click_url',
  'add_favorite',
  'remove_favorite',
  'contact_email',
  'share_profile',
] as const;
export type CallerEventType = (typeof CALLER_EVENT_TYPES)[number];
/** `profile_view` is emitted by the service itself on each successful reveal. */
export type EventType = CallerEventType | 'profile_view';
