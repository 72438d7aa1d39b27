import { htmlText } from './html-text';

describe('htmlText', () => {
  it('reads a sanitised body as text: blocks spaced, every reference decoded, spaces collapsed', () => {
    expect(htmlText('<p>Tom &amp; Jerry said “no”.</p><ul><li>one</li><li>two &lt;3</li></ul><p>A&#39;s &#x2014; end</p>')).toBe(
      "Tom & Jerry said “no”. one two <3 A's — end",
    );
    expect(htmlText('<p>caf&eacute;&nbsp;au&nbsp;lait&hellip;</p>')).toBe('café au lait…');
  });

  it('turns a reference past U+10FFFF into a replacement character instead of throwing', () => {
    expect(htmlText('<h1>A &#x110000; and &#1114112;</h1>')).toBe('A \ufffd and \ufffd');
  });
});
