import { Camera, User } from 'lucide-react';
import { useEffect, useMemo } from 'react';

export const AVATAR_NOT_IMAGE = 'Please choose an image file (PNG, JPEG, WebP, GIF or AVIF).';

/** The round avatar picker of the sign-up form: images only, previewed in place. */
export function AvatarPicker({
  file,
  onChange,
  problem,
}: {
  file: File | null;
  onChange: (file: File | null, problem: string | null) => void;
  problem: string | null;
}) {
  const preview = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <div className="flex flex-col items-center">
      <label className="group relative cursor-pointer rounded-full focus-within:outline-2 focus-within:outline-offset-4 focus-within:outline-brand-600">
        <span className="flex size-24 items-center justify-center overflow-hidden rounded-full border-2 border-dashed border-slate-300 bg-slate-50 text-slate-400 group-hover:border-brand-500">
          {preview ? (
            <img src={preview} alt="Your avatar preview" className="size-full object-cover" />
          ) : (
            <User className="size-10" aria-hidden />
          )}
        </span>
        <span className="absolute right-0 bottom-0 flex size-8 items-center justify-center rounded-full bg-brand-700 text-white shadow ring-2 ring-white">
          <Camera className="size-4" aria-hidden />
        </span>
        <input
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label="Choose an avatar image"
          aria-describedby="avatar-note"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            if (chosen && !chosen.type.startsWith('image/')) {
              event.target.value = '';
              return onChange(null, AVATAR_NOT_IMAGE);
            }
            onChange(chosen, null);
          }}
        />
      </label>
      <p
        id="avatar-note"
        className={`mt-2 text-center text-xs ${problem ? 'text-red-700' : 'text-slate-600'}`}
        role={problem ? 'alert' : undefined}
      >
        {problem ?? (file ? file.name : 'Add a profile photo (optional)')}
      </p>
    </div>
  );
}
