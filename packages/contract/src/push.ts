import { z } from 'zod';
import { notificationSchema } from './notifications.ts';

/** The longest push service address the academy keeps (real ones are a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;

export const pushMessages = {
  endpointNotHttps: 'The push service address must be an https:// URL.',
  notSubscribed: 'This device is not subscribed.',
} as const;

const base64url = (length: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'Must be base64url.')
    .length(length, `Must be ${length} characters of base64url.`);

/** What a browser's PushSubscription.toJSON() gives, plus the page's language. */
export const pushSubscriptionInputSchema = z.object({
  /** The push resource; https only (RFC 8030), checked by the server. */
  endpoint: z.url().max(PUSH_ENDPOINT_MAX),
  keys: z.object({
    /** The browser's uncompressed P-256 public key: 65 octets. */
    p256dh: base64url(87),
    /** The 16-octet authentication secret (RFC 8291). */
    auth: base64url(22),
  }),
  language: z.enum(['en', 'bn']).default('en'),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeSchema = z.object({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX),
});

/** GET /api/push/key/: the VAPID public key browsers subscribe with (applicationServerKey). */
export const pushKeySchema = z.object({ public_key: z.string() });

/** Which notifications reach the learner's devices; each can be turned off. */
export const pushPreferencesSchema = z.object({
  announcements: z.boolean(),
  live_classes: z.boolean(),
  grades: z.boolean(),
  forum_replies: z.boolean(),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** What the academy sends a device: the notification, worded by the service worker. */
export const pushPayloadSchema = z.object({
  notification: notificationSchema,
  language: z.enum(['en', 'bn']),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
