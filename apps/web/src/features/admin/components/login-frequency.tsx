import type { AdminUser } from '@focus-room/core/api/admin-stats';
import { CalendarDays, CalendarRange, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useLoginFrequency } from '../api/get-login-frequency';
import { utcDay, utcMonth, utcYear } from '../lib/utc-periods';
import { FrequencyCard } from './frequency-card';
import styles from './login-frequency.module.css';
import section from './section.module.css';
import { SectionHeader } from './section-header';
import { FiguresAlert } from './stat-card';
import { UserPicker } from './user-picker';

/** Per-user login frequency: pick an account, then its sign-ins per UTC day, month and year. */
export function LoginFrequency() {
  const [user, setUser] = useState<AdminUser | null>(null);
  const [day, setDay] = useState(() => utcDay());
  const [month, setMonth] = useState(() => utcMonth());
  const [year, setYear] = useState(() => utcYear());

  return (
    <section className={section.section} aria-labelledby="admin-login-frequency">
      <SectionHeader
        id="admin-login-frequency"
        title="Login frequency"
        description="How often one user signed in. Days, months and years are counted in UTC."
      />
      <div className={section.surface}>
        {user ? (
          <div className={styles.chosen}>
            <p className={styles.chosenText}>
              Sign-ins of <strong>{user.username}</strong>{' '}
              <span className={styles.muted}>({user.email})</span>
            </p>
            <Button variant="secondary" size="small" onClick={() => setUser(null)}>
              Change user
            </Button>
          </div>
        ) : (
          <UserPicker onSelect={setUser} />
        )}
      </div>
      {user ? (
        <FrequencyCards
          userId={user._id}
          day={day}
          month={month}
          year={year}
          onDay={setDay}
          onMonth={setMonth}
          onYear={setYear}
        />
      ) : null}
    </section>
  );
}

type FrequencyCardsProps = {
  userId: string;
  day: string;
  month: string;
  year: string;
  onDay: (value: string) => void;
  onMonth: (value: string) => void;
  onYear: (value: string) => void;
};

/** The three counts of the chosen user; one announcement when any of them fails. */
function FrequencyCards({ userId, day, month, year, onDay, onMonth, onYear }: FrequencyCardsProps) {
  const daily = useLoginFrequency(userId, 'daily', day);
  const monthly = useLoginFrequency(userId, 'monthly', month);
  const yearly = useLoginFrequency(userId, 'yearly', year);
  const failed = [daily, monthly, yearly].some((count) => count.isError);
  return (
    <>
      <FiguresAlert message={failed ? 'Some sign-in counts could not be loaded.' : null} />
      <div className={styles.grid}>
        <FrequencyCard
          period="daily"
          title="Daily"
          icon={<LogIn size={18} />}
          inputLabel="Date"
          inputType="date"
          value={day}
          onChange={onDay}
          caption={(value) => `sign-ins on ${value} (UTC)`}
          count={daily}
        />
        <FrequencyCard
          period="monthly"
          title="Monthly"
          icon={<CalendarDays size={18} />}
          inputLabel="Month"
          inputType="month"
          value={month}
          onChange={onMonth}
          caption={(value) => `sign-ins in ${value} (UTC)`}
          count={monthly}
        />
        <FrequencyCard
          period="yearly"
          title="Yearly"
          icon={<CalendarRange size={18} />}
          inputLabel="Year"
          inputType="number"
          value={year}
          onChange={onYear}
          caption={(value) => `sign-ins in ${value} (UTC)`}
          count={yearly}
        />
      </div>
    </>
  );
}
