/**
 * X7: the XSS vectors the suite saves into every text and HTML field. Each one, should it ever
 * execute, calls `__xss(n)` (or alert/confirm/prompt with n) with its own number, so a hit names
 * the vector. In a template `§C` stands for that call, `§E` for it as HTML entities, `§N` for n,
 * `§B64` for the call and `§HTML64` for a script element calling it, in base64.
 */

const markup = [
  // Classic script elements and tag-soup evasions.
  '<script>§C</script>',
  '<SCRIPT>§C</SCRIPT>',
  '<script type="text/javascript">§C</script>',
  '<script src="data:text/javascript,§C"></script>',
  '<scr<script>ipt>§C</scr</script>ipt>',
  '<<script>§C//<</script>',
  '<script type="module">§C</script>',
  '<scr\u0000ipt>§C</script>',
  '<script>setTimeout("§C")</script>',
  '<script>eval(atob("§B64"))</script>',
  // Breaking out of an attribute, an element or a script string.
  '"><script>§C</script>',
  "'><script>§C</script>",
  '"><img src=x onerror=§C>',
  "' onmouseover='§C' x='",
  '" autofocus onfocus="§C" x="',
  '</title><script>§C</script>',
  '</textarea><script>§C</script>',
  '</style><script>§C</script>',
  '--><script>§C</script>',
  ']]><script>§C</script>',
  '</script><script>§C</script>',
  '{"x":"</script><script>§C</script>"}',
  '\\u003c/script\\u003e\\u003cscript\\u003e§C\\u003c/script\\u003e',
  '";§C;//',
  "';§C;//",
  '\\";§C;//',
  '${§C}',
  '`;§C;`',
  "{{constructor.constructor('§C')()}}",
  '<!--<img src="--><img src=x onerror=§C//">',
  // Event handlers.
  '<img src=x onerror=§C>',
  '<img src=x onerror="§C">',
  '<IMG SRC=x OnErRoR=§C>',
  '<img src=x:x onerror=§C//',
  '<img/src=x/onerror=§C>',
  '<img src=x onerror="§E">',
  '<img src=x onerror\n=§C>',
  '<img src=x onerror=top["__x"+"ss"](§N)>',
  '<img src=x onerror=alert(§N)>',
  '<img src=x onerror=confirm(§N)>',
  '<img src=x onerror=prompt(§N)>',
  '<img srcset=x onerror=§C>',
  '<picture><source srcset=x><img onerror=§C></picture>',
  '<input type=image src=x onerror=§C>',
  '<svg onload=§C>',
  '<svg/onload=§C>',
  '<svg><script>§C</script></svg>',
  '<svg><animate onbegin=§C attributeName=x dur=1s>',
  '<svg><set onbegin=§C attributeName=x to=1>',
  '<svg><a xlink:href="javascript:§C"><text x=20 y=20>x</text></a></svg>',
  '<body onload=§C>',
  '<body onpageshow=§C>',
  '<frameset onload=§C>',
  '<iframe onload=§C>',
  '<input autofocus onfocus=§C>',
  '<select autofocus onfocus=§C>',
  '<textarea autofocus onfocus=§C>',
  '<details open ontoggle=§C>',
  '<video src=x onerror=§C>',
  '<audio src=x onerror=§C>',
  '<video><source onerror=§C></video>',
  '<marquee onstart=§C>x</marquee>',
  '<div onmouseover=§C style="position:fixed;inset:0">x</div>',
  '<a href=# onclick=§C>x</a>',
  '<x contenteditable autofocus onfocus=§C>x</x>',
  // Frames, objects, forms.
  '<object data="javascript:§C">',
  '<object data="data:text/html,<script>§C</script>">',
  '<embed src="javascript:§C">',
  '<embed src="data:image/svg+xml,<svg onload=§C>">',
  '<iframe src="javascript:§C">',
  '<iframe src="data:text/html,<script>§C</script>">',
  '<iframe srcdoc="<script>§C</script>">',
  '<iframe srcdoc="&lt;img src=x onerror=§C&gt;">',
  '<form><button formaction=javascript:§C>x</button></form>',
  '<form action=javascript:§C><input type=submit></form>',
  '<table background="javascript:§C">',
  '<img dynsrc="javascript:§C" lowsrc="javascript:§C">',
  // Mutation XSS through math, svg, style, noscript, comments.
  '<math><mtext><table><mglyph><style><img src=x onerror=§C>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=§C src=1>">',
  '<svg></p><style><a id="</style><img src=1 onerror=§C>">',
  '<noscript><p title="</noscript><img src=x onerror=§C>">',
  '<style><img src="</style><img src=x onerror=§C//">',
  '<math><style><img src=x onerror=§C></style></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=§C>',
  '<xmp><p title="</xmp><svg/onload=§C>">',
  '<listing>&lt;img src=x onerror=§C&gt;</listing>',
  '<template><img src=x onerror=§C></template>',
  '<![CDATA[<img src=x onerror=§C>]]>',
  '<x:script xmlns:x="http://www.w3.org/1999/xhtml">§C</x:script>',
  // Links and navigation with dangerous schemes, obfuscated.
  '<a href="javascript:§C">x</a>',
  '<a href="JaVaScRiPt:§C">x</a>',
  '<a href=" javascript:§C">x</a>',
  '<a href="java\tscript:§C">x</a>',
  '<a href="java&#x09;script:§C">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;§C">x</a>',
  '<a href="&#x6A;avascript&colon;§C">x</a>',
  '<a href="\u0001javascript:§C">x</a>',
  '<a href="data:text/html,<script>§C</script>">x</a>',
  '<a href="vbscript:msgbox(§N)">x</a>',
  '<base href="javascript:§C//">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:§C">',
  '<meta http-equiv="refresh" content="0;url=data:text/html,<script>§C</script>">',
  '<link rel=stylesheet href="javascript:§C">',
  // CSS.
  '<div style="width:expression(§C)">x</div>',
  '<div style="background:url(javascript:§C)">x</div>',
  "<style>@import 'javascript:§C';</style>",
  '<style>*{background:url("javascript:§C")}</style>',
  // Unicode and encoding tricks.
  '\uFF1Cscript\uFF1E§C\uFF1C/script\uFF1E',
  '\u202E<img src=x onerror=§C>',
  '<i\u200Bmg src=x onerror=§C>',
  '%3Cscript%3E§C%3C/script%3E',
  '&lt;script&gt;§C&lt;/script&gt;',
  '+ADw-script+AD4-§C+ADw-/script+AD4-',
] as const

/** Values for URL fields and link nodes: dangerous schemes, obfuscated, and breakouts from http(s). */
const urls = [
  'javascript:§C',
  'JAVASCRIPT:§C',
  ' javascript:§C',
  '\tjavascript:§C',
  'java\nscript:§C',
  'java\u0000script:§C',
  '&#106;avascript:§C',
  'javascript&colon;§C',
  'javascript://%0A§C',
  'data:text/html,<script>§C</script>',
  'data:text/html;base64,§HTML64',
  'data:image/svg+xml,<svg onload=§C>',
  'vbscript:msgbox(§N)',
  'https://example.com/"><script>§C</script>',
  "https://example.com/' onmouseover='§C",
  '//evil.example/xss.js',
] as const

export type XssVector = { id: number; kind: 'markup' | 'url'; template: string; value: string }

const call = (id: number) => `__xss(${id})`
const entities = (text: string) => [...text].map((character) => `&#${character.codePointAt(0)};`).join('')

function fill(template: string, id: number): string {
  return template
    .replaceAll('§HTML64', Buffer.from(`<script>${call(id)}</script>`).toString('base64'))
    .replaceAll('§B64', Buffer.from(call(id)).toString('base64'))
    .replaceAll('§E', entities(call(id)))
    .replaceAll('§C', call(id))
    .replaceAll('§N', String(id))
}

/** Every vector, numbered from 1. */
export const xssVectors: readonly XssVector[] = [
  ...markup.map((template) => ({ kind: 'markup' as const, template })),
  ...urls.map((template) => ({ kind: 'url' as const, template })),
].map(({ kind, template }, index) => ({ id: index + 1, kind, template, value: fill(template, index + 1) }))

/** The URL vectors, for link nodes of rich text. */
export const xssUrlVectors = xssVectors.filter((vector) => vector.kind === 'url')

/** Every vector in one string, for fields that show a single value (the site settings, a profile). */
export const allXssVectors = xssVectors.map((vector) => vector.value).join(' ')
