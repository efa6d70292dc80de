import { Link } from 'react-router-dom';
import { parseStory } from '../../../shared/story-links';

/** Story text with its recipe links as router links; every other target stays plain text. */
export function StoryText({ text }: { text: string }) {
  return (
    <>
      {parseStory(text).map((segment, i) =>
        segment.kind === 'link' ? (
          <Link
            key={i}
            to={segment.to}
            className="font-semibold text-berry underline decoration-2 underline-offset-2 hover:text-berry-dark"
          >
            {segment.text}
          </Link>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
