import { HOUR_MS, MINUTE_MS, PASSWORD_MIN_LENGTH } from '@radiant/contract';
import { z } from 'zod';
import { keyFromText } from './secrets/secret-keys.ts';

const flag = z.enum(['1', '0', 'true', 'false']).transform((value) => value === '1' || value === 'true');
const positiveInt = z.coerce.number().int().positive();
/**
 * The proxies whose X-Forwarded-For is believed: how many stand in front (`0` none, `1` a load balancer),
 * or their addresses and subnets. Never "all", which would let a client pick its own address.
 */
const trustedProxies = z
  .string()
  .trim()
  .regex(/^(\d{1,2}|true|false|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/, {
    error: 'give 0, the number of proxies in front, or their addresses separated by commas',
  })
  .transform((value): number | string => {
    if (value === 'true' || value === 'false') return value === 'true' ? 1 : 0;
    return /^\d+$/.test(value) ? Number(value) : value;
  });

const KEY_HINT = '32 random bytes in base64 or hex, e.g. from `openssl rand -base64 32`';
const secretKey = z.string().transform((text, context) => {
  const key = keyFromText(text);
  if (!key) context.addIssue({ code: 'custom', message: `give ${KEY_HINT}` });
  return key ?? z.NEVER;
});

const ZEnvironment = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  ADMIN_EMAIL: z.email().default('admin@radiant.local'),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters long` })
    .optional(),
  DEMO_DATA: flag.optional(),
  // The demo homes' gateways, simulated in the process; by default with the embedded database's demo data.
  DEMO_GATEWAYS: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_HOURS: positiveInt.default(24),
  LOGIN_MAX_FAILURES: positiveInt.default(10),
  LOGIN_WINDOW_MINUTES: positiveInt.default(15),
  TRUST_PROXY: trustedProxies.default(0),
  READINGS_RETENTION_MONTHS: z.coerce.number().int().min(0).default(3),
  HOURLY_RETENTION_DAYS: z.coerce.number().int().min(0).default(90),
  // Webhooks may post to loopback and private addresses: for tests and local receivers only.
  WEBHOOK_ALLOW_PRIVATE: flag.default(false),
  // The MQTT broker home gateways reach Radiant through; none starts nothing MQTT.
  MQTT_URL: z.url({ protocol: /^(mqtts?|wss?|tcp|ssl)$/ }).optional(),
  // Radiant keeps gateways' accounts in Mosquitto's dynamic-security plugin, as MQTT_URL's account.
  MQTT_DYNSEC: flag.default(false),
  // The secret a clustered broker (EMQX) sends with its authentication and authorization requests; none turns
  // those endpoints off.
  MQTT_BROKER_SECRET: z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
  // The console's address as admins reach it, for invitation links; by default the address the owner used.
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  // A mail server invitation links are also sent through (smtp:// or smtps://, with its credentials).
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_FROM: z.string().min(3).default('Radiant <no-reply@radiant.local>'),
  // The key stored secrets are sealed with; by default, on the embedded database only, DATA_DIR/secrets.key.
  SECRETS_KEY: secretKey.optional(),
  // Keys that sealed secrets before SECRETS_KEY (a rotation), separated by commas.
  SECRETS_KEY_PREVIOUS: z
    .string()
    .transform((list) => list.split(',').map((key) => key.trim()))
    .pipe(z.array(secretKey))
    .optional(),
});

const ZConfiguration = ZEnvironment.superRefine((env, context) => {
  if (env.SECRETS_KEY_PREVIOUS && !env.SECRETS_KEY) {
    context.addIssue({
      code: 'custom',
      path: ['SECRETS_KEY'],
      message: 'required with SECRETS_KEY_PREVIOUS',
    });
  }
});

export type Config = ReturnType<typeof parseConfig>;

const hasAccount = (url: string | undefined) => {
  const parsed = url ? new URL(url) : undefined;
  return Boolean(parsed?.username && parsed.password);
};

/** Reads the environment once at start; a bad value stops the start with a message naming it. */
export function parseConfig(environment: Record<string, string | undefined>) {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = ZConfiguration.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  if (env.MQTT_DYNSEC && !hasAccount(env.MQTT_URL)) {
    throw new Error(
      "Invalid configuration: MQTT_DYNSEC: give MQTT_URL with Radiant's broker account, mqtt://user:password@host:port",
    );
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    adminEmail: env.ADMIN_EMAIL.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    demoData: env.DEMO_DATA ?? env.DATABASE_URL === undefined,
    demoGateways: env.DEMO_GATEWAYS ?? (env.DATABASE_URL === undefined && env.DEMO_DATA !== false),
    logLevel: env.LOG_LEVEL,
    tokenTtlMs: env.TOKEN_TTL_HOURS * HOUR_MS,
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginWindowMs: env.LOGIN_WINDOW_MINUTES * MINUTE_MS,
    trustProxy: env.TRUST_PROXY,
    // 0 keeps them for ever.
    retention: { readingsMonths: env.READINGS_RETENTION_MONTHS, hourlyDays: env.HOURLY_RETENTION_DAYS },
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
    mqttUrl: env.MQTT_URL,
    mqttDynsec: env.MQTT_DYNSEC,
    mqttBrokerSecret: env.MQTT_BROKER_SECRET,
    publicUrl: env.PUBLIC_URL,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM } : undefined,
    // None: the embedded database's key file (secretKeysOf), read or made at start.
    secretKeys: env.SECRETS_KEY && { current: env.SECRETS_KEY, previous: env.SECRETS_KEY_PREVIOUS ?? [] },
  };
}
