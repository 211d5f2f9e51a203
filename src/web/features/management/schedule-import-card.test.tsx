// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCHEDULE_UPLOAD_LIMIT_BYTES, type ScheduleImportSummary } from '../../../domain/schemas';
import { ApiRequestError } from '../../lib/api';
import { createQueryClient } from '../../lib/query-client';
import { CURRENT_GAMES_QUERY_KEY } from '../../lib/query-keys';
import { ScheduleImportCard } from './schedule-import-card';
import { importHeadline, truncationNote } from './schedule-import-result';
import {
  BAD_SEASON,
  NETWORK_FAILED,
  NO_FILE,
  NOT_CSV,
  TOO_LARGE,
  UploadAborted,
  importFormProblems,
  scheduleImportUrl,
  uploadSchedule,
  type UploadOptions,
  type UploadRequest,
} from './schedule-upload';

afterEach(cleanup);

const SUMMARY: ScheduleImportSummary = {
  season: 2025,
  rows: 272,
  created: 269,
  updated: 0,
  unchanged: 0,
  otherSeasons: 0,
  poolsCreated: 325,
  rejectedCount: 3,
  rejected: [
    { line: 10, reason: 'away_team "XYZ" is not an NFL team' },
    { line: 100, reason: 'gameday "2025-02-30" is not a date (YYYY-MM-DD)' },
    { line: 250, reason: 'the row has 40 fields; the header has 46' },
  ],
};

describe('importFormProblems', () => {
  const csv = { name: 'games.csv', size: 77_824 };
  it.each<[string, Pick<File, 'name' | 'size'> | null, string, object]>([
    ['a .csv file and a season', csv, '2025', {}],
    ['no season (every season in the file)', csv, '  ', {}],
    ['upper-case extension', { name: 'GAMES.CSV', size: 10 }, '', {}],
    ['no file', null, '2025', { file: NO_FILE }],
    ['not a .csv', { name: 'games.xlsx', size: 10 }, '', { file: NOT_CSV }],
    ['too large', { name: 'games.csv', size: SCHEDULE_UPLOAD_LIMIT_BYTES + 1 }, '', { file: TOO_LARGE }],
    ['a season that is not a year', csv, '25', { season: BAD_SEASON }],
    ['a season out of range', csv, '1850', { season: BAD_SEASON }],
  ])('%s', (_name, file, season, problems) => {
    expect(importFormProblems(file, season)).toEqual(problems);
  });

  it('puts the season in the query only when given', () => {
    expect(scheduleImportUrl('')).toBe('/api/admin/schedule-import');
    expect(scheduleImportUrl(' 2025 ')).toBe('/api/admin/schedule-import?season=2025');
  });
});

/** A stand-in XMLHttpRequest the test drives: progress, then an answer, a network failure or an abort. */
class FakeRequest implements UploadRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  onload: UploadRequest['onload'] = null;
  onerror: UploadRequest['onerror'] = null;
  onabort: UploadRequest['onabort'] = null;
  upload: UploadRequest['upload'] = { onprogress: null };
  open(method: string, url: string | URL) {
    this.method = method;
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    this.body = body;
  }
  abort() {
    this.onabort?.call(this as unknown as XMLHttpRequest, new ProgressEvent('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.call(this as unknown as XMLHttpRequest, new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Error';
    this.responseText = JSON.stringify(body);
    this.onload?.call(this as unknown as XMLHttpRequest, new ProgressEvent('load'));
  }
  fail() {
    this.onerror?.call(this as unknown as XMLHttpRequest, new ProgressEvent('error'));
  }
}

describe('uploadSchedule', () => {
  const start = (onProgress = vi.fn()) => {
    const request = new FakeRequest();
    const file = new Blob(['game_id,season\n'], { type: 'text/csv' });
    const started = uploadSchedule({ file, season: '2025', onProgress, createRequest: () => request });
    return { request, file, started, onProgress };
  };

  it('posts the file itself as text/csv with the session cookie and reports upload progress', async () => {
    const { request, file, started, onProgress } = start();
    expect(request).toMatchObject({ method: 'POST', url: '/api/admin/schedule-import?season=2025', withCredentials: true, headers: { 'Content-Type': 'text/csv' } });
    expect(request.body).toBe(file);
    request.progress(25, 100);
    request.progress(100, 100);
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
    request.answer(200, SUMMARY);
    await expect(started.done).resolves.toEqual(SUMMARY);
  });

  it("rejects with the server's message on a refusal", async () => {
    const { request, started } = start();
    request.answer(413, { message: 'The file is larger than 6 MB', code: 'payload_too_large' });
    const error = await started.done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).serverMessage).toBe('The file is larger than 6 MB');
  });

  it('rejects on a network failure, and with UploadAborted when cancelled', async () => {
    const failed = start();
    failed.request.fail();
    await expect(failed.started.done).rejects.toThrow(NETWORK_FAILED);
    const cancelled = start();
    cancelled.started.abort();
    await expect(cancelled.started.done).rejects.toBeInstanceOf(UploadAborted);
  });
});

describe('the summary text', () => {
  it('says what was read and left out, and when the list of rejections is cut short', () => {
    expect(importHeadline(SUMMARY)).toBe('272 rows read for the 2025 season; 325 tier pools opened for games still to come.');
    expect(importHeadline({ ...SUMMARY, season: null, rows: 1, otherSeasons: 2, poolsCreated: 0 })).toBe('1 row read; 2 rows of other seasons left out.');
    expect(truncationNote(SUMMARY)).toBeNull();
    expect(truncationNote({ ...SUMMARY, rejectedCount: 52_311, rejected: Array.from({ length: 1000 }, (_, i) => ({ line: i + 2, reason: 'x' })) })).toBe(
      'Showing the first 1,000 of 52,311 rejected rows.',
    );
  });
});

/** The card with a controllable upload: each call is recorded and answered by the test. */
function renderCard() {
  const calls: { options: UploadOptions; resolve: (s: ScheduleImportSummary) => void; reject: (e: unknown) => void; abort: ReturnType<typeof vi.fn> }[] = [];
  const upload = (options: UploadOptions) => {
    let resolve!: (s: ScheduleImportSummary) => void;
    let reject!: (e: unknown) => void;
    const done = new Promise<ScheduleImportSummary>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const abort = vi.fn(() => reject(new UploadAborted()));
    calls.push({ options, resolve, reject, abort });
    return { done, abort };
  };
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <ScheduleImportCard defaultSeason={2025} upload={upload} />
    </QueryClientProvider>,
  );
  const card = screen.getByRole('region', { name: "Import a Season's Schedule" });
  const choose = (file: File) => fireEvent.change(within(card).getByLabelText('Schedule file'), { target: { files: [file] } });
  /** Submits, and lets the form's check (it answers in a promise) finish. */
  const submit = async () => {
    fireEvent.click(within(card).getByRole('button', { name: 'Import Schedule' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  return { card, calls, client, choose, submit };
}

const csvFile = () => new File(['game_id,season\n'], 'games.csv', { type: 'text/csv' });

describe('ScheduleImportCard', () => {
  it('says what is missing instead of uploading, focusing the field', async () => {
    const { card, calls, submit } = renderCard();
    await submit();
    expect(within(card).getByText(NO_FILE)).toBeTruthy();
    expect(within(card).getByLabelText('Schedule file').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByLabelText('Schedule file')));
    expect(calls).toHaveLength(0);
  });

  it('uploads with a progress bar, then shows the counts and every rejected row with its line', async () => {
    const { card, calls, client, choose, submit } = renderCard();
    const gamesRefetched = vi.spyOn(client, 'invalidateQueries');
    client.setQueryData(CURRENT_GAMES_QUERY_KEY, []);
    choose(csvFile());
    await submit();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.options.season).toBe('2025');
    expect(within(card).getByRole('button', { name: 'Import Schedule' }).hasAttribute('disabled')).toBe(true);

    act(() => calls[0]!.options.onProgress(0.42));
    expect(within(card).getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('42');
    expect(within(card).getByText('Uploading… 42%')).toBeTruthy();
    act(() => calls[0]!.options.onProgress(1));
    expect(within(card).getByText('Uploaded. Importing the games…')).toBeTruthy();

    await act(async () => calls[0]!.resolve(SUMMARY));
    expect(within(card).queryByRole('progressbar')).toBeNull();
    const result = within(card).getByRole('region', { name: 'Schedule imported, 3 rows rejected' });
    const counts = Object.fromEntries(within(result).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(counts).toEqual({ Created: '269', Updated: '0', Unchanged: '0', Rejected: '3' });
    const rejections = within(result).getByRole('list', { name: 'Rejected rows' });
    expect(within(rejections).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Line 10away_team "XYZ" is not an NFL team',
      'Line 100gameday "2025-02-30" is not a date (YYYY-MM-DD)',
      'Line 250the row has 40 fields; the header has 46',
    ]);
    expect(rejections.getAttribute('tabindex')).toBe('0');
    expect(gamesRefetched).toHaveBeenCalled();
    expect(client.getQueryState(CURRENT_GAMES_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it("shows the server's refusal as an alert, and nothing when the upload is cancelled", async () => {
    const { card, calls, choose, submit } = renderCard();
    choose(csvFile());
    await submit();
    await act(async () =>
      calls[0]!.reject(new ApiRequestError(400, 'Bad Request', JSON.stringify({ message: 'The header is missing the column espn: expected an nflverse games.csv' }))),
    );
    expect(within(card).getByRole('alert').textContent).toBe('Import failed: The header is missing the column espn: expected an nflverse games.csv');

    await submit();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    await act(async () => {});
    expect(calls[1]!.abort).toHaveBeenCalled();
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Import Schedule' }).hasAttribute('disabled')).toBe(false);
  });
});
