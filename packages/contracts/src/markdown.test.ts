import { describe, expect, it } from 'vitest';
import { isSafeHref, MARKDOWN_LINK_REL, renderMarkdown } from './markdown';

const REL = `rel="${MARKDOWN_LINK_REL}"`;

describe('renderMarkdown: what it supports', () => {
  it('renders headings one to three and keeps deeper ones as text', () => {
    expect(renderMarkdown('# Consent\n## Data we keep\n### Photos')).toBe('<h1>Consent</h1>\n<h2>Data we keep</h2>\n<h3>Photos</h3>');
    expect(renderMarkdown('#### Too deep')).toBe('<p>#### Too deep</p>');
    expect(renderMarkdown('#NoSpace')).toBe('<p>#NoSpace</p>');
  });

  it('splits paragraphs on blank lines and turns a single newline into a line break', () => {
    expect(renderMarkdown('First line\nsecond line\n\nNext paragraph')).toBe('<p>First line<br>second line</p>\n<p>Next paragraph</p>');
    expect(renderMarkdown('a\r\nb')).toBe('<p>a<br>b</p>');
    expect(renderMarkdown('')).toBe('');
  });

  it('renders bold, italic and inline code', () => {
    expect(renderMarkdown('**Bold** and __also bold__, *italic* and _also italic_, `code`')).toBe(
      '<p><strong>Bold</strong> and <strong>also bold</strong>, <em>italic</em> and <em>also italic</em>, <code>code</code></p>',
    );
    expect(renderMarkdown('**bold with *italic* inside**')).toBe('<p><strong>bold with <em>italic</em> inside</strong></p>');
  });

  it('leaves lone markers, snake_case and escaped markers as text', () => {
    expect(renderMarkdown('2 * 3 = 6 and a * b')).toBe('<p>2 * 3 = 6 and a * b</p>');
    expect(renderMarkdown('use service_request_id here')).toBe('<p>use service_request_id here</p>');
    expect(renderMarkdown('\\*not italic\\*')).toBe('<p>*not italic*</p>');
    expect(renderMarkdown('`*not* [a](https://x.in)`')).toBe('<p><code>*not* [a](https://x.in)</code></p>');
  });

  it('renders unordered and ordered lists, with indented continuation lines', () => {
    expect(renderMarkdown('- Wash\n* Polish\n+ Vacuum')).toBe('<ul><li>Wash</li><li>Polish</li><li>Vacuum</li></ul>');
    expect(renderMarkdown('1. Book\n2) Pay\n   by UPI')).toBe('<ol><li>Book</li><li>Pay<br>by UPI</li></ol>');
    expect(renderMarkdown('3. Third\n4. Fourth')).toBe('<ol start="3"><li>Third</li><li>Fourth</li></ol>');
    expect(renderMarkdown('Intro\n- item\n\nAfter')).toBe('<p>Intro</p>\n<ul><li>item</li></ul>\n<p>After</p>');
  });

  it('renders http, https and mailto links with a safe rel', () => {
    expect(renderMarkdown('[Help](https://carcare.in/help?a=1&b=2)')).toBe(`<p><a href="https://carcare.in/help?a=1&amp;b=2" ${REL}>Help</a></p>`);
    expect(renderMarkdown('[site](http://carcare.in) [mail](mailto:privacy@carcare.in)')).toBe(
      `<p><a href="http://carcare.in" ${REL}>site</a> <a href="mailto:privacy@carcare.in" ${REL}>mail</a></p>`,
    );
    expect(renderMarkdown('[**Bold** link](HTTPS://carcare.in)')).toBe(`<p><a href="HTTPS://carcare.in" ${REL}><strong>Bold</strong> link</a></p>`);
  });
});

describe('renderMarkdown: nothing from the source runs', () => {
  it('shows raw HTML, script tags included, as escaped text', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nHello <b onclick="x()">there</b>');
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>Hello &lt;b onclick=&quot;x()&quot;&gt;there&lt;/b&gt;</p>');
    expect(html).not.toMatch(/<script|<b /i);
  });

  it('escapes an <img onerror> and HTML inside headings, lists, code and link text', () => {
    const html = renderMarkdown('# <img src=x onerror=alert(1)>\n- <iframe src="https://evil.in">\n\n`<svg onload=alert(1)>`\n\n[<img src=x onerror=alert(1)>](https://carcare.in)');
    expect(html).not.toMatch(/<(img|iframe|svg)/i);
    expect(html).toContain('<h1>&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(html).toContain('<code>&lt;svg onload=alert(1)&gt;</code>');
    expect(html).toContain(`<a href="https://carcare.in" ${REL}>&lt;img src=x onerror=alert(1)&gt;</a>`);
  });

  it('renders javascript:, data:, vbscript: and other links as their plain text, in any case or disguise', () => {
    const targets = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'JAVASCRIPT:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'java%0ascript:alert(1)',
      '%6Aavascript:alert(1)',
      'file:///etc/passwd',
      '//evil.example.com',
      '/relative/path',
      '#anchor',
      'ftp://files.example.com',
    ];
    for (const target of targets) {
      const html = renderMarkdown(`[click me](${target})`);
      expect(html, target).toBe('<p>click me</p>');
    }
    // Whitespace or control characters inside the target stop it being a link at all.
    for (const source of ['[x](java\tscript:alert(1))', '[x]( javascript:alert(1))', '[x](javascript :alert(1))', '[x](https://ok.in"onmouseover="alert(1))']) {
      const html = renderMarkdown(source);
      expect(html, source).not.toMatch(/<a |href=|javascript:[^<]*<\/a>/i);
      expect(html, source).not.toMatch(/"onmouseover/);
    }
  });

  it('only allows http, https and mailto hrefs', () => {
    expect(isSafeHref('https://carcare.in/privacy')).toBe(true);
    expect(isSafeHref('mailto:privacy@carcare.in')).toBe(true);
    expect(isSafeHref('https://')).toBe(false);
    expect(isSafeHref(' https://carcare.in')).toBe(false);
    expect(isSafeHref('https://carcare.in/\u0000')).toBe(false);
    expect(isSafeHref('javascript://%0aalert(1)')).toBe(false);
  });
});
