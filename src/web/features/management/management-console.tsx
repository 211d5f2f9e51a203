import { CalendarDays, CalendarPlus, Settings, Ticket, Trophy } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { GamesTab } from './games-tab';
import { LeaguesTab } from './leagues-tab';
import { PoolsTab } from './pools-tab';
import { SystemTab } from './system-tab';

export const CONSOLE_TABS = [
  { value: 'leagues', label: 'Leagues', icon: <Trophy /> },
  { value: 'games', label: 'Games', icon: <CalendarPlus /> },
  { value: 'pools', label: 'Pools', icon: <Ticket /> },
  { value: 'system', label: 'System', icon: <Settings /> },
] as const;
type ConsoleTab = (typeof CONSOLE_TABS)[number]['value'];

const isConsoleTab = (value: string | null): value is ConsoleTab => CONSOLE_TABS.some((tab) => tab.value === value);

/** The open tab lives in the address (/management?tab=pools), so a reload or a shared link opens it again. */
function useConsoleTab(): [ConsoleTab, (tab: string) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get('tab');
  return [isConsoleTab(asked) ? asked : 'leagues', (tab) => navigate(`/management?tab=${tab}`, { replace: true })];
}

/**
 * The management console (/management, admins only; spec section 2): Leagues, Games, Pools and System
 * tabs. The tablist follows the WAI-ARIA tabs pattern (arrow keys, Home and End move between tabs).
 */
export function ManagementConsole() {
  useDocumentTitle('Management');
  const [tab, setTab] = useConsoleTab();
  return (
    <Container className="py-8 sm:py-10">
      <PageHeader
        eyebrow="Admin"
        title="Management Console"
        description="Run the leagues, games and pools, and keep an eye on the system."
        actions={
          <Button asChild variant="outline">
            <Link href="/week-management">
              <CalendarDays aria-hidden />
              Week Management
            </Link>
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Management sections">
          {CONSOLE_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              <span aria-hidden className="hidden sm:inline-flex">
                {t.icon}
              </span>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="leagues">
          <LeaguesTab />
        </TabsContent>
        <TabsContent value="games">
          <GamesTab />
        </TabsContent>
        <TabsContent value="pools">
          <PoolsTab />
        </TabsContent>
        <TabsContent value="system">
          <SystemTab />
        </TabsContent>
      </Tabs>
    </Container>
  );
}
