// ../../tmp/hp/lone.ts
import fs from "node:fs";
import { createServer } from "node:http";
import { AsyncLocalStorage as AsyncLocalStorage2 } from "node:async_hooks";

// src/config/env.ts
import { z } from "zod";

// src/security/password-policy.ts
var PASSWORD_RULE_EN = "must be at least 10 characters with 3 of these 4: lowercase letters, uppercase letters, digits, symbols";
var PASSWORD_MIN_LENGTH = 10;
var CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];
function isStrongPassword(password) {
  if ([...password].length < PASSWORD_MIN_LENGTH) return false;
  return CHARACTER_CLASSES.filter((characterClass) => characterClass.test(password)).length >= 3;
}

// src/config/env.ts
var csv = z.string().default("").transform(
  (value) => value.split(",").map((item) => item.trim()).filter(Boolean)
);
var optionalText = z.string().optional().transform((value) => value ? value : void 0);
var port = z.coerce.number().int().min(1).max(65535);
var bearerToken = optionalText.pipe(
  z.string().regex(/^[\x21-\x7e]{1,512}$/, "must be 1\u2013512 visible ASCII characters (no spaces)").optional()
);
var S3_VARIABLES = ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE", "S3_PREFIX"];
var S3_REQUIRED = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"];
function s3Settings(env) {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket || !accessKeyId || !secretAccessKey) return void 0;
  return {
    bucket,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? "us-east-1",
    accessKeyId,
    secretAccessKey,
    // S3-compatible servers (MinIO above all) usually want path style; AWS wants the bucket in the host.
    forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? (env.S3_ENDPOINT ? "on" : "off")) === "on",
    prefix: env.S3_PREFIX ?? ""
  };
}
var envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3e3),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z.string().default("file:./data/site.db").refine((value) => /^(file:|postgres:\/\/|postgresql:\/\/)/.test(value), {
    message: "must start with file: (SQLite) or postgres:// (Postgres)"
  }),
  PAYLOAD_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  DATA_DIR: z.string().min(1).default("data"),
  MEDIA_DIR: optionalText,
  SITE_ID: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "letters, digits, _ or -, at most 64 characters").default("nuclear-expo"),
  CONTENT_SOURCE: z.enum(["local", "remote"]).default("local"),
  CONTENT_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The public bearer browsers send to this site's /api/Website/* (the pages hand it out). */
  CONTENT_API_TOKEN: bearerToken,
  /** X2: the secret this server sends to the remote content service; never leaves the server. */
  REMOTE_API_TOKEN: bearerToken,
  CORS_ORIGINS: csv.pipe(z.array(z.url({ protocol: /^https?$/ }))),
  VIDEO_EMBED_HOSTS: z.string().default("player.bilibili.com,v.qq.com,player.youku.com").transform(
    (value) => value.split(",").map((item) => item.trim().toLowerCase()).filter(Boolean)
  ),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().refine(isStrongPassword, PASSWORD_RULE_EN).optional(),
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  /** Issue 16: encode the banners' and covers' sizes at start and when published (src/site/lib/image-warmup.ts). */
  IMAGE_WARMUP: z.enum(["on", "off"]).default("on"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUSTED_PROXIES: csv.pipe(
    z.array(
      z.string().refine((value) => /^[\d.]+(\/\d{1,2})?$|^[\da-f:]+(\/\d{1,3})?$/i.test(value), {
        message: "must be IP addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1,10.0.0.0/8)"
      })
    )
  ),
  // Media on S3-compatible storage (AWS S3, MinIO, Aliyun OSS, Tencent COS…): all or nothing.
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens").optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: "must be an http(s) URL such as https://oss-cn-beijing.aliyuncs.com" }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, "must be a region name such as us-east-1 or cn-beijing").default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(["on", "off"]).optional(),
  S3_PREFIX: z.string().regex(/^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/, "must be folder names (letters, digits, _ - .) joined by /, without a leading or trailing /").optional(),
  // G2: WeChat's JS-SDK share card; the signature endpoint exists only with both set.
  WECHAT_APP_ID: z.string().regex(/^wx[0-9a-f]{16}$/i, "must be an official account AppID: wx and 16 hex digits").optional(),
  WECHAT_APP_SECRET: z.string().regex(/^[0-9a-f]{32}$/i, "must be the 32 hex digits of the AppSecret").optional(),
  WECHAT_API_BASE: z.url({ protocol: /^https?$/, message: "must be an http(s) URL such as https://api.weixin.qq.com" }).default("https://api.weixin.qq.com").transform((value) => value.replace(/\/+$/, "")),
  // G4: Baidu's active push (站长平台 › 普通收录 › API 提交): the token of the site PUBLIC_URL names.
  BAIDU_PUSH_TOKEN: z.string().regex(/^[A-Za-z0-9]{8,64}$/, "must be the token of Baidu's push API (letters and digits)").optional(),
  BAIDU_PUSH_API: z.url({ protocol: /^https?$/, message: "must be an http(s) URL such as http://data.zz.baidu.com" }).default("http://data.zz.baidu.com").transform((value) => value.replace(/\/+$/, "")),
  // Site settings for a remote backend without GetSiteConfig (the original one names them nowhere).
  AD_PICTURE_ID: optionalText,
  FOOTER_COLUMNS_INFORMATION_ID: optionalText,
  FOOTER_INFORMATION_ID: optionalText,
  HEADER_INFORMATION_ID: optionalText,
  HOME_CARDS_INFORMATION_ID: optionalText,
  HOME_MENU_ID: optionalText,
  ICP_NUMBER: optionalText,
  PARTNERS_INFORMATION_ID: optionalText,
  PSB_NUMBER: optionalText,
  QR_INFORMATION_ID: optionalText,
  SITE_NAME: optionalText.transform((value) => value ?? "\u4E2D\u56FD\u56FD\u9645\u6838\u5DE5\u4E1A\u5C55\u89C8\u4F1A"),
  SPECIAL_MENU_IDS: csv
}).superRefine((env, ctx) => {
  if (env.CONTENT_SOURCE === "remote" && !env.CONTENT_API_URL) {
    ctx.addIssue({ code: "custom", path: ["CONTENT_API_URL"], message: "is required when CONTENT_SOURCE=remote" });
  }
  if (env.REMOTE_API_TOKEN && env.REMOTE_API_TOKEN === env.CONTENT_API_TOKEN) {
    ctx.addIssue({
      code: "custom",
      path: ["REMOTE_API_TOKEN"],
      message: "must differ from CONTENT_API_TOKEN, which every visitor's browser receives"
    });
  }
  if (!env.DATABASE_URL.startsWith("file:") && !env.PUBLIC_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["PUBLIC_URL"],
      message: "is required with a Postgres DATABASE_URL: every instance must use the one address visitors use (e.g. https://expo.example.cn)"
    });
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: "ADMIN_EMAIL and ADMIN_PASSWORD go together" });
  }
  if (Boolean(env.WECHAT_APP_ID) !== Boolean(env.WECHAT_APP_SECRET)) {
    ctx.addIssue({ code: "custom", path: ["WECHAT_APP_SECRET"], message: "WECHAT_APP_ID and WECHAT_APP_SECRET go together" });
  }
  const s3Given = S3_VARIABLES.filter((name) => env[name] !== void 0);
  for (const name of S3_REQUIRED) {
    if (s3Given.length > 0 && env[name] === void 0) {
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: `is required for media on S3 storage (${s3Given.join(", ")} set); S3 needs ${S3_REQUIRED.join(", ")}`
      });
    }
  }
}).transform((env) => ({
  ...env,
  PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  MEDIA_DIR: env.MEDIA_DIR ?? `${env.DATA_DIR}/media`,
  databaseDialect: env.DATABASE_URL.startsWith("file:") ? "sqlite" : "postgres",
  s3: s3Settings(env)
}));
var EnvError = class extends Error {
  constructor(problems) {
    super(`Invalid environment:
${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.problems = problems;
    this.name = "EnvError";
  }
  problems;
};
function parseEnv(source) {
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(given);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`));
}

// src/content-model/content-events.ts
var registryKey = /* @__PURE__ */ Symbol.for("nuclear-expo.content-changed");
var registry = globalThis;
var listeners = registry[registryKey] ??= /* @__PURE__ */ new Set();
function onContentChanged(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// src/operations/request-context.ts
import { AsyncLocalStorage } from "node:async_hooks";
var contextKey = /* @__PURE__ */ Symbol.for("nuclear-expo.request-context");
var holder = globalThis;
var requestContext = holder[contextKey] ??= new AsyncLocalStorage();

// src/response-cache/compress.ts
import { constants, createBrotliCompress, createGzip } from "node:zlib";
var COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i;
function compressOnTheWay(response, encoding) {
  if (encoding === "identity") return;
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  const writeHead = response.writeHead.bind(response);
  let stream;
  const decide = (status, headerArgs) => {
    const type = String(response.getHeader("content-type") ?? headerValue(headerArgs, "content-type") ?? "");
    if (status < 200 || status === 204 || status === 304 || !COMPRESSIBLE.test(type) || response.getHeader("content-encoding")) {
      stream = null;
      return;
    }
    stream = encoding === "br" ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip({ level: 6 });
    stream.on("data", (chunk) => write(chunk));
    stream.on("end", () => end());
    response.setHeader("Content-Encoding", encoding);
    response.removeHeader("Content-Length");
    dropHeader(headerArgs, "content-length");
    const vary = response.getHeader("vary");
    if (!/\baccept-encoding\b/i.test(String(vary ?? ""))) response.setHeader("Vary", vary ? `${String(vary)}, Accept-Encoding` : "Accept-Encoding");
  };
  response.writeHead = ((status, ...rest) => {
    if (stream === void 0) decide(status, rest);
    return writeHead(status, ...rest);
  });
  const ensureHead = () => {
    if (stream === void 0 && !response.headersSent) response.writeHead(response.statusCode);
  };
  response.write = ((chunk, ...rest) => {
    ensureHead();
    if (!stream) return write(chunk, ...rest);
    if (typeof rest[0] === "string") stream.write(chunk, rest[0]);
    else stream.write(chunk);
    return true;
  });
  response.end = ((chunk, ...rest) => {
    ensureHead();
    if (!stream) return end(chunk, ...rest);
    const done = [chunk, ...rest].find((arg) => typeof arg === "function");
    if (done) response.once("finish", done);
    if (chunk === void 0 || typeof chunk === "function") stream.end();
    else if (typeof rest[0] === "string") stream.end(chunk, rest[0]);
    else stream.end(chunk);
    return response;
  });
}
function headerValue(args, name) {
  for (const arg of args) {
    if (arg && typeof arg === "object" && !Array.isArray(arg)) {
      for (const [key, value] of Object.entries(arg)) if (key.toLowerCase() === name) return value;
    }
  }
  return void 0;
}
function dropHeader(args, name) {
  for (const arg of args) {
    if (arg && typeof arg === "object" && !Array.isArray(arg)) {
      for (const key of Object.keys(arg)) if (key.toLowerCase() === name) delete arg[key];
    }
  }
}

// src/response-cache/policy.ts
import Negotiator from "negotiator";
var CHINESE_PAGES = ["/home", "/info", "/show", "/showDetail", "/news", "/news-detail", "/detail", "/download"];
var PUBLIC_PAGES = /* @__PURE__ */ new Set([...CHINESE_PAGES, ...CHINESE_PAGES.map((path) => `/en${path}`)]);
var PUBLIC_DOCUMENTS = /* @__PURE__ */ new Set(["/sitemap.xml", "/robots.txt", "/rss.xml", "/favicon.ico", "/apple-touch-icon.png"]);
var SITEMAP_FILE = /^\/sitemap\/[1-9]\d{0,5}\.xml$/;
var PRIVATE_COOKIES = /(?:^|;\s*)(payload-token|__prerender_bypass|__next_preview_data|__next_draft_mode)=/;
var CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
function cacheControlFor(contentType) {
  return contentType?.startsWith("text/html") ? `${CACHE_CONTROL}, no-transform` : CACHE_CONTROL;
}
function cacheKey(request) {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const { headers: headers2 } = request;
  if (headers2.rsc || headers2["next-router-prefetch"] || headers2["next-action"]) return null;
  if (headers2.cookie && PRIVATE_COOKIES.test(headers2.cookie)) return null;
  const target = normalizedTarget(request.url ?? "/");
  if (target === null) return null;
  return target.api ? `${target.key}|${headers2.origin ?? ""}|${headers2.authorization ?? ""}` : target.key;
}
var normalizedTarget = memoized((rawUrl) => {
  const url = new URL(rawUrl, "http://cache.local");
  const api = url.pathname.startsWith("/api/Website/");
  if (!api && !PUBLIC_PAGES.has(url.pathname) && !PUBLIC_DOCUMENTS.has(url.pathname) && !SITEMAP_FILE.test(url.pathname)) return null;
  if (api && /^\/api\/Website\/DownloadFile$/i.test(url.pathname)) return null;
  if (url.searchParams.has("_rsc")) return null;
  url.searchParams.sort();
  const query = url.searchParams.toString();
  return { key: `${url.pathname}${query ? `?${query}` : ""}`, api };
});
var ENCODINGS = ["br", "gzip", "identity"];
function chooseEncoding(acceptEncoding) {
  return bestEncoding(acceptEncoding ?? "");
}
var bestEncoding = memoized(
  (acceptEncoding) => (
    // Even `identity;q=0` gets an answer: the body uncompressed rather than a 406.
    new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encoding(ENCODINGS, { preferred: ENCODINGS }) ?? "identity"
  )
);
function memoized(compute, maxEntries = 2e3) {
  const results = /* @__PURE__ */ new Map();
  return (input) => {
    const known = results.get(input);
    if (known !== void 0 || results.has(input)) return known;
    if (results.size >= maxEntries) results.clear();
    const result = compute(input);
    results.set(input, result);
    return result;
  };
}

// src/response-cache/store.ts
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as constants2, gzip } from "node:zlib";
var brotli = promisify(brotliCompress);
var gzipAsync = promisify(gzip);
var ResponseStore = class {
  constructor(options) {
    this.options = options;
  }
  options;
  entries = /* @__PURE__ */ new Map();
  bytes = 0;
  clears = 0;
  get size() {
    return this.entries.size;
  }
  /**
   * The entry and whether it is still fresh. A stale entry (older than maxAgeMs) is still
   * returned so that one request can refresh it while the others are answered from it.
   */
  get(key, now = Date.now()) {
    const entry = this.entries.get(key);
    if (!entry) return void 0;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { entry, fresh: now - entry.storedAt <= this.options.maxAgeMs };
  }
  /** Changes on every clear(): a response rendered before it may hold content since changed. */
  get generation() {
    return this.clears;
  }
  /**
   * Compresses and stores a response whose rendering began at `generation`; returns the entry,
   * or null when a clear() happened since (the body may be stale: neither stored nor served).
   */
  async put(key, status, headers2, body2, generation = this.clears) {
    if (generation !== this.clears) return null;
    const [br, gz] = await Promise.all([
      brotli(body2, { params: { [constants2.BROTLI_PARAM_QUALITY]: 9, [constants2.BROTLI_PARAM_SIZE_HINT]: body2.length } }),
      gzipAsync(body2, { level: 9 })
    ]);
    if (generation !== this.clears) return null;
    const etag = `"${createHash("sha1").update(body2).digest("base64url")}"`;
    this.delete(key);
    const bodies = { identity: body2, br, gzip: gz };
    const { vary, ...kept } = headers2;
    const cacheControl = cacheControlFor(Object.entries(kept).find(([name]) => name.toLowerCase() === "content-type")?.[1]);
    const common = [
      ...Object.entries(kept).flat(),
      ...["ETag", etag, "Cache-Control", cacheControl, "Vary", withAcceptEncoding(vary), "X-Cache", "HIT"]
    ];
    const forEncoding = (encoding) => [
      ...common,
      ...encoding === "identity" ? [] : ["Content-Encoding", encoding],
      ...["Content-Length", String(bodies[encoding].length)]
    ];
    const entry = {
      status,
      etag,
      bodies,
      heads: { identity: forEncoding("identity"), br: forEncoding("br"), gzip: forEncoding("gzip") },
      notModifiedHead: common,
      storedAt: Date.now()
    };
    this.entries.set(key, entry);
    this.bytes += sizeOf(entry);
    this.evict();
    return entry;
  }
  clear() {
    this.clears += 1;
    this.entries.clear();
    this.bytes = 0;
  }
  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }
  evict() {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.delete(key);
    }
  }
};
function withAcceptEncoding(vary) {
  const names = (vary ?? "").split(",").map((name) => name.trim()).filter(Boolean);
  return names.some((name) => name.toLowerCase() === "accept-encoding") ? names.join(", ") : [...names, "Accept-Encoding"].join(", ");
}
var sizeOf = (entry) => entry.bodies.identity.length + entry.bodies.br.length + entry.bodies.gzip.length;

// src/response-cache/index.ts
var KEPT_HEADERS = /^(content-type|content-language|link|x-robots-tag|vary|access-control-[\w-]+|content-security-policy|x-content-type-options|referrer-policy|permissions-policy|cross-origin-opener-policy|strict-transport-security|x-frame-options)$/i;
function withResponseCache(handle2, options = { maxEntries: 5e3, maxBytes: 256 * 1024 * 1024, maxAgeMs: 6e4 }) {
  const store = new ResponseStore(options);
  const rendering = /* @__PURE__ */ new Map();
  const dispose = onContentChanged(() => store.clear());
  const lookup = (request) => {
    const key = cacheKey(request);
    if (key === null) return null;
    const cached = store.get(key);
    return cached && (cached.fresh || rendering.has(key)) ? cached.entry : null;
  };
  const handler = async (request, response) => {
    const key = cacheKey(request);
    if (key === null) return handle2(request, response);
    const cached = store.get(key);
    const inFlight = rendering.get(key);
    if (cached && (cached.fresh || inFlight)) return replay(request, response, cached.entry);
    if (request.method !== "GET") return handle2(request, response);
    if (inFlight) {
      const entry = await inFlight;
      if (entry) return replay(request, response, entry);
      return handle2(request, response);
    }
    let settle = () => {
    };
    const answer = new Promise((resolve) => settle = resolve);
    rendering.set(key, answer);
    const done = (entry) => {
      if (rendering.get(key) === answer) rendering.delete(key);
      settle(entry);
    };
    const generation = store.generation;
    const context = requestContext.getStore();
    compressOnTheWay(response, chooseEncoding(request.headers["accept-encoding"]));
    delete request.headers["accept-encoding"];
    const body2 = record(response);
    publicOnSuccess(response);
    response.setHeader("X-Cache", "MISS");
    response.on("close", () => {
      const chunks = body2();
      if (response.statusCode !== 200 || response.hasHeader("set-cookie") || !chunks || context?.degraded) return done(null);
      store.put(key, 200, keptHeaders(response), chunks, generation).then(done, (error) => {
        console.error("response cache: store failed", error);
        done(null);
      });
    });
    try {
      await handle2(request, response);
    } catch (error) {
      done(null);
      throw error;
    }
  };
  const settled = async () => {
    while (rendering.size > 0) await Promise.all(rendering.values());
  };
  return Object.assign(handler, { lookup, replay, store, dispose, settled });
}
function keptHeaders(response) {
  const kept = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== void 0 && KEPT_HEADERS.test(name)) kept[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return kept;
}
function publicOnSuccess(response) {
  const writeHead = response.writeHead.bind(response);
  response.writeHead = ((status, ...rest) => {
    if (status === 200) {
      for (const arg of rest) {
        if (arg && typeof arg === "object" && !Array.isArray(arg)) {
          for (const name of Object.keys(arg)) if (name.toLowerCase() === "cache-control") delete arg[name];
        }
      }
      const contentType = response.getHeader("content-type") ?? headerIn(rest, "content-type");
      response.setHeader("Cache-Control", cacheControlFor(contentType === void 0 ? void 0 : String(contentType)));
    }
    return writeHead(status, ...rest);
  });
}
function headerIn(args, name) {
  for (const arg of args) {
    if (!arg || typeof arg !== "object" || Array.isArray(arg)) continue;
    for (const [key, value] of Object.entries(arg)) if (key.toLowerCase() === name) return value;
  }
  return void 0;
}
function record(response) {
  const chunks = [];
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  const keep = (chunk, encoding) => {
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  response.write = ((chunk, ...rest) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  });
  response.end = ((chunk, ...rest) => {
    if (typeof chunk !== "function") keep(chunk, rest[0]);
    return end(chunk, ...rest);
  });
  return () => response.writableFinished ? Buffer.concat(chunks) : null;
}
function replay(request, response, cached, extraHead = []) {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== void 0 && ifNoneMatch.split(/\s*,\s*/).includes(cached.etag)) {
    response.writeHead(304, [...cached.notModifiedHead, ...extraHead]);
    response.end();
    return;
  }
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  response.writeHead(cached.status, [...cached.heads[encoding], ...extraHead]);
  response.end(request.method === "HEAD" ? void 0 : cached.bodies[encoding]);
}

// src/security/headers.ts
import { randomBytes } from "node:crypto";

// src/security/inline-scripts.ts
import { createHash as createHash2 } from "node:crypto";
var hideBrokenImages = "document.addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG')t.setAttribute('data-broken','')},true)";
var inlineScriptHashes = [hideBrokenImages].map((source) => `'sha256-${createHash2("sha256").update(source).digest("base64")}'`);

// src/security/headers.ts
var FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
var PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()";
function createSecurityHeaders(env) {
  const common = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    ...env.PUBLIC_URL.startsWith("https:") ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}
  };
  const remoteOrigin = env.CONTENT_SOURCE === "remote" && env.CONTENT_API_URL ? ` ${new URL(env.CONTENT_API_URL).origin}` : "";
  const videoHosts = env.VIDEO_EMBED_HOSTS.map((host) => ` https://${host}`).join("");
  const wechatSdk = env.WECHAT_APP_ID ? " https://res.wx.qq.com" : "";
  const pagePolicy = (nonce) => [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${inlineScriptHashes.join(" ")}${wechatSdk}`,
    // React and Next set style attributes (image placeholders, sizes): styles may be inline.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${remoteOrigin}`,
    ...videoHosts ? [`frame-src 'self'${videoHosts}`] : [],
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "report-uri /csp-report"
  ].join("; ");
  const fixed = {
    // Payload's admin (React, its own inline scripts and styles): looser for scripts, never framed by others.
    admin: {
      ...common,
      "Content-Security-Policy": [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'"
      ].join("; "),
      "X-Frame-Options": "SAMEORIGIN"
    },
    // JSON answers are data: nothing in them may run or be framed.
    api: { ...common, "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'" },
    file: { ...common, "Content-Security-Policy": FILE_CONTENT_SECURITY_POLICY },
    // Next's scripts, styles and fonts: nosniff matters, a policy does not.
    asset: common
  };
  return {
    /** A fresh nonce and the page headers that go with it (Next reads the nonce from the request). */
    forPage() {
      const nonce = randomBytes(16).toString("base64");
      return { nonce, headers: { ...common, "Content-Security-Policy": pagePolicy(nonce), "X-Frame-Options": "SAMEORIGIN" } };
    },
    forKind: (kind) => fixed[kind]
  };
}

// ../../tmp/hp/lone.ts
if (process.env.ALS === "on") {
  const a = new AsyncLocalStorage2();
  a.enterWith({ x: 1 });
}
var ballast = [];
if (process.env.BALLAST) {
  for (let i = 0; i < Number(process.env.BALLAST) * 1e3; i++) ballast.push({ a: "x".repeat(900) + i, b: [i, i + 1] });
}
var body = fs.readFileSync("/tmp/hp/home.html");
var headers = createSecurityHeaders(parseEnv({})).forPage().headers;
var handle = withResponseCache(async (_request, response) => {
  for (const name in headers) response.setHeader(name, headers[name]);
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  response.end(body);
});
var server = createServer((request, response) => void handle(request, response));
server.listen(47001, "127.0.0.1", () => console.log("ready"));
