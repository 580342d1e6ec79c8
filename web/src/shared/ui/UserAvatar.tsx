import { useState } from 'react';
import { apiUrl } from '../api-client';

const CIRCLE_COLOURS = ['bg-brand-700', 'bg-emerald-700', 'bg-violet-700', 'bg-rose-700', 'bg-amber-700', 'bg-cyan-700'];

/** The user's round avatar, or the first letter of their name on a coloured circle ('?' with no name). */
export function UserAvatar({
  username,
  imageUrl,
  size = 'md',
}: {
  username: string | undefined;
  imageUrl: string | undefined;
  size?: 'sm' | 'md' | 'lg';
}) {
  const [failed, setFailed] = useState(false);
  const box = size === 'sm' ? 'size-9 text-sm' : size === 'lg' ? 'size-24 text-4xl' : 'size-12 text-lg';
  const name = username?.trim() ?? '';
  if (imageUrl && !failed) {
    return (
      <img
        src={apiUrl(imageUrl)}
        alt={name || 'Your avatar'}
        onError={() => setFailed(true)}
        className={`${box} shrink-0 rounded-full bg-slate-100 object-cover ring-2 ring-white`}
        width={96}
        height={96}
      />
    );
  }
  const letter = name ? name.charAt(0).toUpperCase() : '?';
  const colour = CIRCLE_COLOURS[(name.charCodeAt(0) || 0) % CIRCLE_COLOURS.length];
  return (
    <span
      role="img"
      aria-label={name || 'Unknown user'}
      className={`${box} ${colour} inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white`}
    >
      {letter}
    </span>
  );
}
