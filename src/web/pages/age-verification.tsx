import { BadgeCheck, CircleCheck, Gift, Lock, MapPin } from 'lucide-react';
import { AgeVerificationForm, VerificationStatusCard } from '../features/verification';
import { useAuth } from '../lib/use-auth';
import { useDocumentTitle } from '../lib/use-document-title';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { PageHeader } from '../components/ui/page-header';
import { SignInRequired } from '../components/page/sign-in-required';

const REASONS = [
  {
    icon: Lock,
    title: 'Paid pools are real money',
    text: 'Entries are held in escrow and paid out as prizes, so every paid player must be a verified adult.',
  },
  {
    icon: MapPin,
    title: 'Where you live matters',
    text: "Paid play is open to residents of eligible US states. Some states set a higher minimum age, and paid play isn't offered everywhere.",
  },
  {
    icon: Gift,
    title: 'Free pools need none of this',
    text: 'You can keep playing free pools without verifying.',
  },
] as const;

function WhyWeAsk() {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Why we ask</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-lg bg-turf-50 text-turf-700 [&_svg]:size-4">
                <Icon />
              </span>
              <div className="min-w-0">
                <p className="text-sm font-semibold text-ink-900">{title}</p>
                <p className="mt-0.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-5 flex gap-2 border-t border-border pt-4 text-xs text-muted-foreground">
          <CircleCheck aria-hidden className="size-4 shrink-0 text-turf-700" />
          We use these details only to confirm you can play paid pools.
        </p>
      </CardContent>
    </Card>
  );
}

/** /age-verification (signed in): date of birth, state and country unlock paid pools (DESIGN D14). */
export default function AgeVerificationPage() {
  useDocumentTitle('Age & Location Verification');
  const { user } = useAuth();
  if (!user) {
    return (
      <SignInRequired
        documentTitle="Age & Location Verification"
        title="Sign In Required"
        description="Please sign in to verify your age and location."
      />
    );
  }

  const verified = user.verification.status === 'verified';
  return (
    <Container className="py-8 sm:py-12">
      <PageHeader
        eyebrow="Account"
        title="Age & Location Verification"
        description="Paid pools need a verified adult located in an eligible US state. Free pools don't."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid gap-6">
          <VerificationStatusCard user={user} />
          <Card>
            <CardHeader className="flex-row items-start gap-3">
              <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-lg bg-turf-50 text-turf-700 [&_svg]:size-5">
                <BadgeCheck />
              </span>
              <div className="grid gap-1">
                <CardTitle className="text-base">{verified ? 'Update your details' : 'Your details'}</CardTitle>
                <CardDescription>
                  Players must be at least 18 and live in the United States.
                </CardDescription>
              </div>
            </CardHeader>
            <CardContent>
              <AgeVerificationForm verification={user.verification} />
            </CardContent>
          </Card>
        </div>
        <aside>
          <WhyWeAsk />
        </aside>
      </div>
    </Container>
  );
}
