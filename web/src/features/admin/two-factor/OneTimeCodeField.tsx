import { TextField } from '../../../shared/ui/TextField';

/** What the code box takes (the app's 6 digits only, or those or a recovery code), and how it says so. */
const ACCEPTS = {
  appCode: { label: '6-digit code from the app', inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 },
  appOrRecoveryCode: { label: 'Code from the app, or a recovery code', maxLength: 40 },
} as const;

/** The code box of the two-factor forms; a box for the app's code keeps only the digits typed. */
export function OneTimeCodeField({
  accepts,
  code,
  onCode,
  problem,
}: {
  accepts: keyof typeof ACCEPTS;
  code: string;
  onCode: (code: string) => void;
  problem: string | undefined;
}) {
  return (
    <TextField
      name="one-time-code"
      autoComplete="one-time-code"
      {...ACCEPTS[accepts]}
      className="max-w-xs"
      required
      value={code}
      problem={problem}
      onChange={(event) => onCode(accepts === 'appCode' ? event.target.value.replace(/\D/g, '') : event.target.value)}
    />
  );
}
