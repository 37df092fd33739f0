// Untrusted text that would run script if a screen ever rendered it as HTML, a URL or a template.
// Every payload that executes sets `window.__xss = 1`, so a browser test only has to check that the
// flag stays undefined; the markers (`xss-…`) let it look for elements the payload would create.
export const xssCorpus: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<img src="x" id="xss-img" onerror=window.__xss=1 />',
  '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '"><iframe id="xss-frame" src="javascript:window.__xss=1"></iframe>',
  "'><script>window.__xss=1</script>",
  '<a id="xss-link" href="javascript:window.__xss=1">clique aqui</a>',
  'javascript:window.__xss=1',
  'JaVaScRiPt:window.__xss=1//https://prosa.example',
  '<body onload="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">xss-details</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<object data="data:text/html,<script>parent.__xss=1</script>"></object>',
  '<div style="background:url(javascript:window.__xss=1)" id="xss-style">x</div>',
  "{{constructor.constructor('window.__xss=1')()}}",
  // A template literal's placeholder, should a screen ever build a template from user text.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is this very text
  '${window.__xss=1}',
  '<%= window.__xss=1 %>',
  '\u202egnp.exe<img src=x onerror=window.__xss=1>\u200b',
  '＜script＞window.__xss=1＜/script＞',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '<input autofocus onfocus="window.__xss=1" id="xss-input">',
  '[clique](javascript:window.__xss=1) **negrito** <b id="xss-bold">b</b>',
];

// Elements a rendered payload would add to the page. None may exist where untrusted text shows.
export const xssSelectors = [
  'img[src="x"]',
  '#xss-img',
  '#xss-frame',
  'iframe[src^="javascript"]',
  '#xss-link',
  'a[href^="javascript" i]',
  'svg circle[r="1"]',
  'details[open][ontoggle]',
  'object[data^="data:"]',
  '#xss-style',
  '#xss-input',
  '#xss-bold',
  '[onerror]',
  '[onload]',
] as const;
