import type { AdminUser } from '@focus-room/core/api/admin-stats';
import { CalendarDays, CalendarRange, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { utcDay, utcMonth, utcYear } from '../lib/utc-periods';
import { FrequencyCard } from './frequency-card';
import styles from './login-frequency.module.css';
import section from './section.module.css';
import { SectionHeader } from './section-header';
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
        <div className={styles.grid}>
          <FrequencyCard
            userId={user._id}
            period="daily"
            title="Daily"
            icon={<LogIn size={18} />}
            inputLabel="Date"
            inputType="date"
            value={day}
            onChange={setDay}
            caption={(value) => `sign-ins on ${value} (UTC)`}
          />
          <FrequencyCard
            userId={user._id}
            period="monthly"
            title="Monthly"
            icon={<CalendarDays size={18} />}
            inputLabel="Month"
            inputType="month"
            value={month}
            onChange={setMonth}
            caption={(value) => `sign-ins in ${value} (UTC)`}
          />
          <FrequencyCard
            userId={user._id}
            period="yearly"
            title="Yearly"
            icon={<CalendarRange size={18} />}
            inputLabel="Year"
            inputType="number"
            value={year}
            onChange={setYear}
            caption={(value) => `sign-ins in ${value} (UTC)`}
          />
        </div>
      ) : null}
    </section>
  );
}
