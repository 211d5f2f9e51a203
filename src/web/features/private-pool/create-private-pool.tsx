import { useState } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { CreatePoolForm, type PoolCreated } from './create-pool-form';
import { PoolCreatedView } from './pool-created';

/** /create-private-pool signed in: the form, then the success view; 'Create Another Pool' starts afresh. */
export function CreatePrivatePool() {
  useDocumentTitle('Create Private Pool');
  const [created, setCreated] = useState<PoolCreated | null>(null);
  const [formKey, setFormKey] = useState(0);

  const createAnother = () => {
    setCreated(null);
    setFormKey((key) => key + 1);
    window.scrollTo({ top: 0 });
    // The fresh form's first control, once it is on screen.
    requestAnimationFrame(() => document.getElementById('private-pool-gameId')?.focus());
  };

  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <PageHeader
        eyebrow="Private pool"
        title={created ? 'Pool Created' : 'Create Private Pool'}
        description={
          created
            ? undefined
            : 'An invite-only board for your office, family or fundraiser. Only people with the invite link can see it and play.'
        }
      />
      {created ? (
        <PoolCreatedView created={created} onCreateAnother={createAnother} />
      ) : (
        <CreatePoolForm key={formKey} onCreated={setCreated} />
      )}
    </Container>
  );
}
