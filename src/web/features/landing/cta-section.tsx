import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';

export function CtaSection() {
  return (
    <section aria-labelledby="cta-title" className="pb-16 sm:pb-24">
      <Container>
        <div data-surface="dark" className="relative overflow-hidden rounded-2xl bg-ink-900 bg-turf-lines px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <h2 id="cta-title" className="text-3xl font-black tracking-tight text-balance sm:text-4xl">
            Ready for kickoff?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-ink-200">
            Sign in, grab your squares and have something riding on every quarter. New players are registered
            automatically.
          </p>
          <Button variant="brand" size="lg" asChild className="mt-8">
            <Link href="/login">
              Get Started
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
