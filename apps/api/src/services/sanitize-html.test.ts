import { describe, expect, it } from 'vitest';
import { escapeHtml, sanitizeEmailHtml } from './sanitize-html.ts';

// The sanitizer's unit cases; the templates API's own tests (test/templates.test.ts) check that what it stores and
// previews went through it.
describe('sanitizeEmailHtml', () => {
  it.each([
    ['a script tag', '<p>Olá</p><script>alert(1)</script>', '<p>Olá</p>'],
    ['a script tag in upper case', '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT><p>a</p>', '<p>a</p>'],
    ['an image with onerror', '<img src=x onerror=alert(1)>', ''],
    [
      'on* handlers on allowed tags',
      '<p onclick="alert(1)" onmouseover=alert(1)>clique</p>',
      '<p>clique</p>',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">a</a>', 'a'],
    ['a javascript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">a</a>', 'a'],
    ['a javascript: link with a tab entity', '<a href="java&#x09;script:alert(1)">a</a>', 'a'],
    ['a javascript: link with a newline entity', '<a href="jav&#x0A;ascript:alert(1)">a</a>', 'a'],
    ['a javascript: link with decimal entities', '<a href="&#106;&#97;vascript:alert(1)">a</a>', 'a'],
    ['a javascript: link after spaces', '<a href="  javascript:alert(1)">a</a>', 'a'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">a</a>', 'a'],
    ['a data: link', '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">a</a>', 'a'],
    ['a protocol-relative link', '<a href="//evil.example">a</a>', 'a'],
    ['a relative link', '<a href="/conta">a</a>', 'a'],
    [
      'svg with a script',
      '<svg><script>alert(1)</script><circle onload="alert(1)"/></svg><p>b</p>',
      '<p>b</p>',
    ],
    ['svg onload', '<svg onload=alert(1)>', ''],
    ['math with a javascript: href', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['a style element', '<style>p { background: url(javascript:alert(1)) }</style><p>c</p>', '<p>c</p>'],
    [
      'style expressions and url()',
      '<p style="color: red; width: expression(alert(1)); background-image: url(javascript:alert(1))">d</p>',
      '<p style="color:red">d</p>',
    ],
    ['an expression as a colour', '<p style="color: expression(alert(1))">e</p>', '<p>e</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>f</p>', '<p>f</p>'],
    ['object and embed', '<object data="x.swf"><embed src="x.swf"></object>g', 'g'],
    [
      'a form keeps its text only',
      '<form action="https://evil.example"><input name="cpf"><button>Enviar</button></form>',
      'Enviar',
    ],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">h', 'h'],
    ['a base tag', '<base href="https://evil.example/">i', 'i'],
    [
      'comments and conditional comments',
      '<!--[if gte mso 9]><script>x</script><![endif]--><p>j</p>',
      '<p>j</p>',
    ],
    ['classes and ids', '<p class="x" id="y">k</p>', '<p>k</p>'],
    ['a split script tag (what is left is text)', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['a nested script tag', '<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    [
      'unclosed and misnested tags',
      '<div><p>aberto<b>negrito<i>itálico</div>',
      '<div><p>aberto<b>negrito<i>itálico</i></b></p></div>',
    ],
    ['a stray closing tag', 'texto</b></div>', 'texto'],
    ['a data: image', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">', ''],
    ['an http image', '<img src="http://cdn.example.com/logo.png">', ''],
    [
      'a javascript: srcset',
      '<img src="https://cdn.example.com/a.png" srcset="javascript:alert(1)">',
      '<img src="https://cdn.example.com/a.png" />',
    ],
  ])('removes %s', (_what, dirty, clean) => {
    expect(sanitizeEmailHtml(dirty)).toBe(clean);
  });

  it('keeps the e-mail formatting of the allow-list', () => {
    const html =
      '<h1>T</h1><h2>T</h2><h3>T</h3><h4>T</h4><p><strong>a</strong> <b>b</b> <em>c</em> <i>d</i> <u>e</u> <s>f</s><br />g</p>' +
      '<ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote><hr />' +
      '<table><thead><tr><th scope="col" colspan="2">A</th></tr></thead><tbody><tr><td rowspan="2" style="text-align:right">1</td></tr></tbody></table>' +
      '<div style="background-color:#f0f0f0"><span style="color:rgb(0, 0, 0);font-weight:bold">x</span></div>';
    expect(sanitizeEmailHtml(html)).toBe(html);
  });

  it('keeps the {{link}} placeholder as a URL, and absolute http(s), mailto and tel links', () => {
    const html =
      '<a href="{{link}}">votar</a> <a href="https://exemplo.com.br/a?b=1&amp;c=2" title="site">site</a> ' +
      '<a href="mailto:{{email}}">e-mail</a> <a href="tel:+5511999990000">telefone</a>';
    expect(sanitizeEmailHtml(html)).toBe(html);
    expect(sanitizeEmailHtml('<a href=" {{ link }} ">v</a>')).toBe('<a href="{{ link }}">v</a>');
  });

  it('other placeholders cannot stand for a whole URL', () => {
    expect(sanitizeEmailHtml('<a href="{{nome}}">n</a>')).toBe('n');
  });

  it('keeps https images with alt and numeric sizes only', () => {
    expect(
      sanitizeEmailHtml(
        '<img src="https://cdn.example.com/logo.png" alt="Logo" width="120" height="40px" style="x" onload="alert(1)">',
      ),
    ).toBe('<img src="https://cdn.example.com/logo.png" alt="Logo" width="120" />');
  });

  it('escapes text that only looks like markup and keeps placeholders', () => {
    expect(sanitizeEmailHtml('1 < 2 & 3 > 2 {{nome}} {{{nome}}}')).toBe(
      '1 &lt; 2 &amp; 3 &gt; 2 {{nome}} {{{nome}}}',
    );
  });

  it('escapeHtml escapes every character that matters in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
