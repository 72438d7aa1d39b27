import type { LiteContent, LiteDocumentData } from '@/lib/lite-copy';
import { routes, withBasePath } from '@/lib/routes';
import { LiteArticle } from './lite-article';
import { LitePage } from './lite-page';
import { LiteCorrections, LiteFront, LiteStandingPage, LiteTopics } from './lite-pages';
import { Listing } from './story-list';
import { fill, type LiteLanguage } from './words';

/** A text-only page: its document's data, with the stylesheet and the policy every page carries, and its words. */
export interface LiteDocumentProps extends LiteDocumentData {
  head: LiteDocumentData['head'] & { policy: string; css: string };
  language: LiteLanguage;
}

type ListingContent = Extract<LiteContent, { listing: unknown }>;

/** What a listing's view says above its stories, and how its pager names and links its pages. */
function listingParts(content: ListingContent, { listing: words }: LiteLanguage['words']) {
  switch (content.view) {
    case 'category': {
      const { id, displayName } = content.category;
      const head = <h1>{displayName}</h1>;
      return { head, path: (page: number) => routes.category(id, page), label: displayName, empty: words.emptySection };
    }
    case 'author': {
      const { slug, name, role, bio } = content.author;
      const head = (
        <>
          <p className="label">{role}</p>
          <h1>{name}</h1>
          <p>{bio}</p>
          <h2>{fill(words.storiesBy, { name })}</h2>
        </>
      );
      const label = fill(words.pagedStoriesBy, { name });
      const path = (page: number) => routes.author(slug, page);
      return { head, path, label, empty: fill(words.noStoriesBy, { name }), headingLevel: 3 as const, section: true };
    }
    case 'topic': {
      const { id, name, description } = content.topic;
      const head = <Heading title={name} standfirst={description} />;
      return { head, path: (page: number) => routes.topic(id, page), label: name, empty: words.noStoriesOnTopic };
    }
    case 'collection': {
      const { id, heading, description, empty } = content.collection;
      const head = <Heading title={heading} standfirst={description} />;
      return { head, path: (page: number) => routes[id](page), label: heading, empty, section: true };
    }
  }
}

const Heading = ({ title, standfirst }: { title: string; standfirst: string }) => (
  <>
    <h1>{title}</h1>
    <p className="standfirst">{standfirst}</p>
  </>
);

/** A listing's view: its heading, then its page of stories and its pager. */
function ListingView({ content, language }: { content: ListingContent; language: LiteLanguage }) {
  const { head, ...parts } = listingParts(content, language.words);
  return (
    <>
      {head}
      <Listing listing={content.listing} language={language} {...parts} />
    </>
  );
}

/** What a text-only page shows, by its view. */
export function LiteView({ content, language }: { content: LiteContent; language: LiteLanguage }) {
  switch (content.view) {
    case 'front':
      return <LiteFront latest={content.latest} sections={content.sections} language={language} />;
    case 'story': {
      const { view: _view, ...story } = content;
      return <LiteArticle {...story} language={language} />;
    }
    case 'topics':
      return <LiteTopics topics={content.topics} language={language} />;
    case 'corrections':
      return <LiteCorrections corrections={content.corrections} language={language} />;
    case 'page':
      return <LiteStandingPage title={content.title} html={content.html} />;
    default:
      return <ListingView content={content} language={language} />;
  }
}

/**
 * A text-only page's whole document, in its edition's language and direction: its policy allows its
 * one inline stylesheet and no script. Like the full pages, it is not painted half-parsed: the browser
 * waits for its footer.
 */
export function LiteDocument({ head, page, content, language }: LiteDocumentProps) {
  const { edition } = language;
  return (
    <html lang={edition.locale} dir={edition.dir}>
      {/* eslint-disable-next-line @next/next/no-head-element -- drawn by React's static renderer, outside Next */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {!head.index && <meta name="robots" content="noindex" />}
        <link rel="canonical" href={head.canonical} />
        <link rel="icon" href={withBasePath('/icon.svg')} sizes="any" type="image/svg+xml" />
        <meta httpEquiv="Content-Security-Policy" content={head.policy} />
        <link rel="expect" href="#site-footer" blocking="render" />
        <style dangerouslySetInnerHTML={{ __html: head.css }} />
      </head>
      <body>
        <LitePage {...page} language={language}>
          <LiteView content={content} language={language} />
        </LitePage>
      </body>
    </html>
  );
}
