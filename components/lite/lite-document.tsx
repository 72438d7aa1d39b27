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

/** A listing's view: its heading, then its page of stories and its pager. */
function ListingView({ content, language }: { content: LiteContent; language: LiteLanguage }) {
  const { listing: words } = language.words;
  switch (content.view) {
    case 'category':
      return (
        <>
          <h1>{content.category.displayName}</h1>
          <Listing
            listing={content.listing}
            language={language}
            path={(page) => routes.category(content.category.id, page)}
            label={content.category.displayName}
            empty={words.emptySection}
          />
        </>
      );
    case 'author': {
      const { author } = content;
      return (
        <>
          <p className="label">{author.role}</p>
          <h1>{author.name}</h1>
          <p>{author.bio}</p>
          <h2>{fill(words.storiesBy, { name: author.name })}</h2>
          <Listing
            listing={content.listing}
            language={language}
            path={(page) => routes.author(author.slug, page)}
            label={fill(words.pagedStoriesBy, { name: author.name })}
            empty={fill(words.noStoriesBy, { name: author.name })}
            headingLevel={3}
            section
          />
        </>
      );
    }
    case 'topic':
      return (
        <>
          <h1>{content.topic.name}</h1>
          <p className="standfirst">{content.topic.description}</p>
          <Listing
            listing={content.listing}
            language={language}
            path={(page) => routes.topic(content.topic.id, page)}
            label={content.topic.name}
            empty={words.noStoriesOnTopic}
          />
        </>
      );
    case 'collection': {
      const { collection } = content;
      return (
        <>
          <h1>{collection.heading}</h1>
          <p className="standfirst">{collection.description}</p>
          <Listing
            listing={content.listing}
            language={language}
            path={(page) => routes[collection.id](page)}
            label={collection.heading}
            empty={collection.empty}
            section
          />
        </>
      );
    }
    default:
      return null;
  }
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
