import type { AdminUser } from '@focus-room/core/api/admin-stats';
import { CalendarDays, CalendarRange, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Trans } from '../../../i18n/trans';
import { useT } from '../../../i18n/use-t';
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
  const { t } = useT();
  const [user, setUser] = useState<AdminUser | null>(null);
  const [day, setDay] = useState(() => utcDay());
  const [month, setMonth] = useState(() => utcMonth());
  const [year, setYear] = useState(() => utcYear());

  return (
    <section className={section.section} aria-labelledby="admin-login-frequency">
      <SectionHeader
        id="admin-login-frequency"
        title={t('admin.frequency.title')}
        description={t('admin.frequency.description')}
      />
      <div className={section.surface}>
        {user ? (
          <div className={styles.chosen}>
            <p className={styles.chosenText}>
              <Trans
                id="admin.frequency.signInsOf"
                values={{ username: user.username, email: user.email }}
                components={{ 0: <strong />, 1: <span className={styles.muted} /> }}
              />
            </p>
            <Button variant="secondary" size="small" onClick={() => setUser(null)}>
              {t('admin.frequency.changeUser')}
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
  const { t } = useT();
  const daily = useLoginFrequency(userId, 'daily', day);
  const monthly = useLoginFrequency(userId, 'monthly', month);
  const yearly = useLoginFrequency(userId, 'yearly', year);
  const failed = [daily, monthly, yearly].some((count) => count.isError);
  return (
    <>
      <FiguresAlert message={failed ? t('admin.frequency.someFailed') : null} />
      <div className={styles.grid}>
        <FrequencyCard
          period="daily"
          title={t('admin.frequency.daily')}
          icon={<LogIn size={18} />}
          inputLabel={t('admin.frequency.date')}
          inputType="date"
          value={day}
          onChange={onDay}
          caption={(value) => t('admin.frequency.dailyCaption', { date: value })}
          count={daily}
        />
        <FrequencyCard
          period="monthly"
          title={t('admin.frequency.monthly')}
          icon={<CalendarDays size={18} />}
          inputLabel={t('admin.frequency.month')}
          inputType="month"
          value={month}
          onChange={onMonth}
          caption={(value) => t('admin.frequency.monthlyCaption', { month: value })}
          count={monthly}
        />
        <FrequencyCard
          period="yearly"
          title={t('admin.frequency.yearly')}
          icon={<CalendarRange size={18} />}
          inputLabel={t('admin.frequency.year')}
          inputType="number"
          value={year}
          onChange={onYear}
          caption={(value) => t('admin.frequency.yearlyCaption', { year: value })}
          count={yearly}
        />
      </div>
    </>
  );
}
