import { describe, expect, it } from 'vitest';
import { fromEditorHtml, textToEditorHtml, toEditorHtml, visualEditorKeeps } from './editorHtml';

describe("the body editors' HTML", () => {
  it('turns the placeholders of the text into chips and back, leaving an href alone', () => {
    const stored = '<p>Olá, {{nome}}! <a href="{{link}}">Vote até {{ prazo }}</a></p>';
    const loaded = toEditorHtml(stored);
    expect(loaded).toBe(
      '<p>Olá, <span data-placeholder="nome"></span>! <a href="{{link}}">Vote até <span data-placeholder="prazo"></span></a></p>',
    );
    // The editor writes each chip with its text; the stored body has the plain placeholder again.
    const written = loaded.replace(
      /<span data-placeholder="(\w+)"><\/span>/g,
      '<span data-placeholder="$1" dir="ltr">{{$1}}</span>',
    );
    expect(fromEditorHtml(written)).toBe('<p>Olá, {{nome}}! <a href="{{link}}">Vote até {{prazo}}</a></p>');
  });

  it('keeps malformed braces as text and escapes what the text holds', () => {
    expect(toEditorHtml('<p>{{nome} &amp; 1 &lt; 2</p>')).toBe('<p>{{nome} &amp; 1 &lt; 2</p>');
  });

  it('makes an empty document an empty body, but keeps a lone rule or chip', () => {
    expect(fromEditorHtml('<p></p>')).toBe('');
    expect(fromEditorHtml('<p> </p><p></p>')).toBe('');
    expect(fromEditorHtml('<hr>')).toBe('<hr>');
    expect(fromEditorHtml('<p><span data-placeholder="nome">{{nome}}</span></p>')).toBe('<p>{{nome}}</p>');
  });

  it('opens in the visual editor only what it keeps', () => {
    expect(
      visualEditorKeeps(
        '<h2>Aviso</h2><p><strong>Olá</strong> <a href="https://x.example">x</a></p><ul><li>a</li></ul>',
      ),
    ).toBe(true);
    expect(visualEditorKeeps('<table><tr><td>1</td></tr></table>')).toBe(false);
    expect(visualEditorKeeps('<p><img src="https://x.example/logo.png" alt="Logo"></p>')).toBe(false);
    expect(visualEditorKeeps('<p style="text-align:center">Olá</p>')).toBe(false);
    expect(visualEditorKeeps('Texto sem marcação')).toBe(true);
  });

  it('makes a WhatsApp text a paragraph per line, blank lines included', () => {
    expect(textToEditorHtml('Olá, {{nome}}!\n\nVote: <b>{{link}}</b>')).toBe(
      '<p>Olá, <span data-placeholder="nome"></span>!</p><p></p><p>Vote: &lt;b&gt;<span data-placeholder="link"></span>&lt;/b&gt;</p>',
    );
  });

  it('renames event-handler attributes before parsing (the page policy would report each), in every tag', () => {
    expect(toEditorHtml('<p onclick="x()" title="t" onmouseover=\'y()\'>Oi</p><b/onload=z()>b</b>')).toBe(
      '<p data-onclick="x()" title="t" data-onmouseover="y()">Oi</p><b data-onload="z()">b</b>',
    );
    expect(visualEditorKeeps('<p onclick="x()">Oi</p>')).toBe(true);
  });
});
