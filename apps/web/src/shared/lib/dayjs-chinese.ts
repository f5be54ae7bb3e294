import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// antd's DatePicker (the article editor's publishing time) names months and weekdays in dayjs's
// locale. Loaded with the editor only: the site's own dates need no dayjs (format.ts).
dayjs.locale('zh-cn');

export { dayjs };
