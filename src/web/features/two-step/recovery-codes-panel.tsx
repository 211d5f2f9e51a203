import { useEffect, useRef, useState } from 'react';
import { Check, Copy, Download, KeyRound } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { copyText } from '../../components/ui/copy-button';

export const RECOVERY_CODES_TITLE = 'Save your recovery codes';

/**
 * Recovery codes, shown this once: each signs in one time in place of the app or the passkey. The
 * server keeps only their hashes, so copying or downloading them now is the only way to keep them.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => headingRef.current?.focus(), []);
  const text = `Squares recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'squares-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };

  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <div className="grid gap-1">
        <h3 id="recovery-codes-title" ref={headingRef} tabIndex={-1} className="flex items-center gap-2 font-bold text-ink-900 outline-none">
          <KeyRound aria-hidden className="size-4" />
          {RECOVERY_CODES_TITLE}
        </h3>
        <p className="text-sm text-ink-700">
          Each code signs you in once if you lose your phone or passkey. Keep them somewhere safe, like a password
          manager. They won't be shown again.
        </p>
      </div>
      <ol aria-label="Recovery codes" className="grid grid-cols-1 gap-1.5 font-mono text-sm sm:grid-cols-2" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="rounded bg-card px-3 py-1.5 tracking-wide text-ink-900">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" onClick={async () => setCopied(await copyText(text))}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden />
          Download
        </Button>
        <Button type="button" size="sm" className="ml-auto" onClick={onDone}>
          I've saved my codes
        </Button>
      </div>
    </section>
  );
}
