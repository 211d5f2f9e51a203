import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import type { Game } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CalculationCard } from './calculation-card';
import { GameToolsCard, PostScoreCard } from './game-tools-card';
import { HistoricalCard } from './historical-card';
import { ResultLog } from './result-log';
import { useFeedLog } from './use-feed-log';
import { ALL_GAMES_QUERY_KEY } from '../../lib/query-keys';

/**
 * The score feed tester (/score-feed-test, admins): look games up, post scores by hand, replay real
 * games, check the feed and the scoring rule, with every answer in a result log.
 */
export function ScoreFeedTester() {
  useDocumentTitle('Score Feed Test');
  const client = useQueryClient();
  const games = useQuery<Game[]>({ queryKey: ALL_GAMES_QUERY_KEY });
  const log = useFeedLog();
  const [gameId, setGameId] = useState('');
  // Scores and replays move games on: every cached list of games (here and on the dashboard) is stale.
  const gamesChanged = () => void client.invalidateQueries({ queryKey: ['/api/games'] });

  return (
    <Container className="py-8 sm:py-10">
      <PageHeader
        eyebrow="Admin"
        title="Score Feed Test"
        description="Look games up, post scores by hand, replay real historical games, and check the feed and the scoring rule. Every answer lands in the result log."
        actions={
          <Button asChild variant="outline" size="sm" className="xl:hidden">
            <a href="#result-log">
              <ScrollText aria-hidden />
              Result log ({log.entries.length})
            </a>
          </Button>
        }
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 gap-6">
          <GameToolsCard gameId={gameId} onGameIdChange={setGameId} games={games.data} log={log} />
          <PostScoreCard gameId={gameId} log={log} onGamesChanged={gamesChanged} />
          <CalculationCard log={log} />
          <HistoricalCard games={games.data} log={log} onGamesChanged={gamesChanged} />
        </div>
        <ResultLog
          entries={log.entries}
          onClear={log.clear}
          className="scroll-mt-20 xl:sticky xl:top-20 xl:max-h-[calc(100dvh-6rem)]"
        />
      </div>
    </Container>
  );
}
