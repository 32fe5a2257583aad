import { useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { useRegisterStep } from '../hooks/use-register-step.ts';
import { codeFromParams, planFromParams, type RegisterStep } from '../register-steps.ts';
import { InviteStep } from './invite-step.tsx';
import { RegisterChoice } from './register-choice.tsx';
import { RegisterFreeStep } from './register-free-step.tsx';
import { RegisterLinks } from './register-links.tsx';
import { t } from '@vh/contracts';

/**
 * /register (SPEC §2): the choice, the free form or the invite-code entry, as the URL says:
 * ?isUser=true or ?isOwner=true open the free form, ?code= the invite entry (prefilled), ?plan=
 * is carried to the free form. Signed-in visitors are sent on by the route guard.
 */
export function RegisterPage() {
  return <RegisterScreen />;
}

/** /invite (SPEC §2): the same screen, starting at the invite-code entry. */
export function InvitePage() {
  return <RegisterScreen startAt="invite" />;
}

function RegisterScreen({ startAt }: { startAt?: RegisterStep }) {
  const [params] = useSearchParams();
  const { step, send } = useRegisterStep(startAt);

  return (
    <CenteredCard title={t(`auth.register.titles.${step}`)}>
      {step === 'choice' && (
        <RegisterChoice
          onChooseFree={() => send('chooseFree')}
          onChooseInvite={() => send('chooseInvite')}
        />
      )}
      {step === 'free' && (
        <RegisterFreeStep plan={planFromParams(params)} onBack={() => send('back')} />
      )}
      {step === 'invite' && (
        <InviteStep initialCode={codeFromParams(params)} onBack={() => send('back')} />
      )}
      <RegisterLinks />
    </CenteredCard>
  );
}
