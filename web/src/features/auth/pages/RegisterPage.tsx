import { useState, type ComponentProps, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { showProblems } from '../../../shared/focus-first-problem';
import { paths } from '../../../shared/paths';
import { serverProblems } from '../../../shared/server-problems';
import { toast } from '../../../shared/toasts/toast-store';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { TextField } from '../../../shared/ui/TextField';
import { AuthFormCard } from '../../../shared/ui/AuthFormCard';
import { AvatarPicker } from '../components/AvatarPicker';
import {
  REGISTRATION_FIELDS,
  registrationProblems,
  type RegistrationFields,
  type RegistrationProblems,
} from '../registration-rules';
import { registerUser } from '../slice';

const EMPTY: RegistrationFields = { username: '', email: '', phone: '', password: '' };

/** The form's inputs in order; each is required and shows its own problem. */
const REGISTER_FIELDS: ({ name: keyof RegistrationFields } & Pick<
  ComponentProps<typeof TextField>,
  'label' | 'type' | 'inputMode' | 'autoComplete' | 'hint'
>)[] = [
  { name: 'username', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', inputMode: 'numeric', autoComplete: 'tel', hint: 'Digits only, e.g. 9876543210' },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters; not a common password',
  },
];

export function RegisterPage() {
  useDocumentTitle('Create an account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [fields, setFields] = useState(EMPTY);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarProblem, setAvatarProblem] = useState<string | null>(null);
  const [problems, setProblems] = useState<RegistrationProblems>({});
  const [submitting, setSubmitting] = useState(false);

  const set = (name: keyof RegistrationFields) => (event: { target: { value: string } }) => {
    const value = name === 'phone' ? event.target.value.replace(/[^\d+]/g, '') : event.target.value;
    setFields((current) => ({ ...current, [name]: value }));
    if (problems[name]) setProblems((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    const found = registrationProblems(fields);
    showProblems(formElement, () => setProblems(found));
    if (Object.keys(found).length > 0 || avatarProblem) return;

    const form = new FormData();
    if (avatar) form.append('file', avatar);
    form.append('username', fields.username.trim());
    form.append('email', fields.email.trim());
    form.append('phone', fields.phone.trim());
    form.append('password', fields.password);
    setSubmitting(true);
    const result = await dispatch(registerUser(form));
    setSubmitting(false);
    if (registerUser.fulfilled.match(result)) {
      toast.success('Registration successful');
      void navigate(paths.home);
      return;
    }
    // A refusal of a field (a common password, a taken email) shows under it; any other is a toast.
    const refused = result.payload?.status ? serverProblems(result.payload, REGISTRATION_FIELDS) : {};
    const { form: unplaced, ...underFields } = refused;
    if (Object.keys(underFields).length > 0) showProblems(formElement, () => setProblems(underFields));
    else toast.error(unplaced || 'Registration failed');
  };

  return (
    <AuthFormCard
      title="Create an account"
      subtitle="Free delivery, easy returns and order tracking."
      footer={{ prompt: 'Already have an account?', to: paths.login, label: 'Login here' }}
      onSubmit={onSubmit}
      submit={{ label: 'Create account', busyLabel: 'Loading...', busy: submitting }}
    >
      <AvatarPicker
        file={avatar}
        problem={avatarProblem}
        onChange={(file, problem) => {
          setAvatar(file);
          setAvatarProblem(problem);
        }}
      />
      {REGISTER_FIELDS.map(({ name, ...field }) => (
        <TextField
          key={name}
          name={name}
          required
          value={fields[name]}
          onChange={set(name)}
          problem={problems[name]}
          {...field}
        />
      ))}
    </AuthFormCard>
  );
}

export default RegisterPage;
