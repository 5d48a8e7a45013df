// Generated from the OpenAPI document by `npm run openapi:types`: do not edit.
// The server's openapi.test.ts fails when it no longer matches the routes.

export interface paths {
    "/api/health/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get health */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get ready */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/register/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Account register */
        post: operations["accountRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/verify-otp/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Account verify otp */
        post: operations["accountVerifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/resend-otp/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Account resend otp */
        post: operations["accountResendOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/login/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Account login */
        post: operations["accountLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/login/unlock-code/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Account login unlock code
         * @description Mails the account a code that lets this browser try its password while the login is locked (a 429 with code login_locked). The same answer for any address.
         */
        post: operations["accountLoginUnlockCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/login/unlock/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Account login unlock
         * @description Spends the mailed code and sets this browser's device cookie: its logins to the account then count on their own budget, not on the lock.
         */
        post: operations["accountLoginUnlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/token/refresh/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Account token refresh */
        post: operations["accountTokenRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/refresh/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Token refresh */
        post: operations["tokenRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Account logout */
        post: operations["accountLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/logout-all/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Account logout all */
        post: operations["accountLogoutAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/change-password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Account change password */
        post: operations["accountChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/password-reset/request-otp/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Account password reset request otp */
        post: operations["accountPasswordResetRequestOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/password-reset/verify-otp/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Account password reset verify otp */
        post: operations["accountPasswordResetVerifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/password-reset/set-password/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Account password reset set password */
        post: operations["accountPasswordResetSetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/profile/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get account profile */
        get: operations["getAccountProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/update/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update account update
         * @description multipart/form-data: first_name, last_name, bio, language (en or bn), live_class_reminders (true or false) and an optional profile_picture file (JPEG or PNG, at most 5 MB).
         */
        put: operations["updateAccountUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/dashboard/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get account dashboard */
        get: operations["getAccountDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List categories */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/list-courses/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listed courses: a plain array, or with ?page= the paginated envelope */
        get: operations["listListCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/course-details/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get course detail */
        get: operations["getCourseDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Discounts in force, one entry per course */
        get: operations["listDiscounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons/{id}/complete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lesson complete */
        post: operations["lessonComplete"];
        /** Delete lesson complete */
        delete: operations["deleteLessonComplete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons/{id}/open/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remember the lesson as where "continue learning" resumes */
        post: operations["lessonOpen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/learning/progress/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's enrolments with their progress, newest first */
        get: operations["getLearningProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/notes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Course notes */
        post: operations["courseNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notes/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update note */
        put: operations["updateNote"];
        post?: never;
        /** Delete note */
        delete: operations["deleteNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/reviews/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A course's reviews, newest first, paginated, with the caller's own */
        get: operations["listCourseReviews"];
        put?: never;
        /** Create course review */
        post: operations["createCourseReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update review */
        put: operations["updateReview"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's certificates: a plain array, or with ?page= the envelope */
        get: operations["listCertificates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{code}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get certificate */
        get: operations["getCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/certificates/{code}/pdf/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The certificate as a PDF */
        get: operations["getCertificatePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons/{id}/reading/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A lesson's article and notebook, with its reading time */
        get: operations["getLessonReading"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons/{id}/article/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The course's instructor writes a lesson's article */
        put: operations["updateLessonArticle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons/{id}/read/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The learner read the article to its end: the lesson is complete */
        post: operations["lessonRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons/{id}/notebook/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a lesson's notebook as it was uploaded */
        get: operations["getLessonNotebook"];
        /**
         * The course's instructor uploads a lesson's Jupyter notebook
         * @description multipart/form-data with a `notebook` (.ipynb, nbformat 4, at most 3 MB); a malformed one is refused with what is wrong ("cell 3: outputs must be a list").
         */
        put: operations["updateLessonNotebook"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/roster/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The course’s enrolled learners with e-mail, progress and last activity, by name (its instructor and staff) */
        get: operations["getCourseRoster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/classmates/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The course’s learners who chose to be listed, by name: names and pictures only (anyone in the class) */
        get: operations["listCourseClassmates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/cohorts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The course’s coming and running cohorts with seats left, and the reader’s place */
        get: operations["listCourseCohorts"];
        put?: never;
        /** Adds a cohort to the course (its instructor and staff) */
        post: operations["createCourseCohort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cohorts/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a cohort; seats never below the places taken (its instructor and staff) */
        put: operations["updateCohort"];
        post?: never;
        /** Deletes a cohort nobody has a place in (its instructor and staff) */
        delete: operations["deleteCohort"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/release-schedule/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When each module and lesson opens (its instructor and staff) */
        get: operations["getCourseReleaseSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/modules/{id}/release/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets when the module opens; both null for at once (its instructor and staff) */
        put: operations["updateModuleRelease"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons/{id}/release/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets when the lesson opens; both null for at once (its instructor and staff) */
        put: operations["updateLessonRelease"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cohorts/{id}/waitlist/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Joins the waiting list of a full cohort */
        post: operations["cohortWaitlist"];
        /** Leaves a cohort’s waiting list */
        delete: operations["deleteCohortWaitlist"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupons/validate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Coupon validate */
        post: operations["couponValidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manualpaymentsubmit/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Manualpaymentsubmit */
        post: operations["manualpaymentsubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's submissions (?course=, ?status=): a plain array, or with ?page= the envelope */
        get: operations["listPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrollments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List enrollments */
        get: operations["listEnrollments"];
        put?: never;
        /** Create enrollment */
        post: operations["createEnrollment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrolled-course/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get enrolled course */
        get: operations["getEnrolledCourse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/options/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The online gateways this academy offers; none means manual payment only */
        get: operations["listCheckoutOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's online orders, newest first */
        get: operations["listOrders"];
        put?: never;
        /** Create an order for the server-computed amount and open it at the gateway */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{invoice}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in user’s orders, by invoice number */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{invoice}/receipt/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The receipt of a paid order, as a PDF */
        get: operations["getOrderReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/bkash/callback/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** bKash's callback: executes or checks the payment, then shows the order */
        get: operations["getCheckoutBkashCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/sslcommerz/ipn/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** SSLCommerz's IPN: the payment is checked with the validation API */
        post: operations["checkoutSslcommerzIpn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/sslcommerz/return/{outcome}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The payer back from SSLCommerz: the payment is checked, then the order shown */
        post: operations["checkoutSslcommerzReturn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment queue: pending first; ?status=, ?search= (transaction ID, number, email) */
        get: operations["listAdminPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}/approve/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admin payment approve */
        post: operations["adminPaymentApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}/reject/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admin payment reject */
        post: operations["adminPaymentReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List admin users */
        get: operations["listAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get admin user */
        get: operations["getAdminUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update admin user */
        patch: operations["updateAdminUser"];
        trace?: never;
    };
    "/api/admin/categories/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List admin categories */
        get: operations["listAdminCategories"];
        put?: never;
        /** Create admin category */
        post: operations["createAdminCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update admin category */
        put: operations["updateAdminCategory"];
        post?: never;
        /** Delete admin category */
        delete: operations["deleteAdminCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discounts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List admin discounts */
        get: operations["listAdminDiscounts"];
        put?: never;
        /** Create admin discount */
        post: operations["createAdminDiscount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discounts/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update admin discount */
        put: operations["updateAdminDiscount"];
        post?: never;
        /** Delete admin discount */
        delete: operations["deleteAdminDiscount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/coupons/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List admin coupons */
        get: operations["listAdminCoupons"];
        put?: never;
        /** Create admin coupon */
        post: operations["createAdminCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/coupons/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update admin coupon */
        put: operations["updateAdminCoupon"];
        post?: never;
        /** Delete admin coupon */
        delete: operations["deleteAdminCoupon"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List admin courses */
        get: operations["listAdminCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update admin course */
        patch: operations["updateAdminCourse"];
        trace?: never;
    };
    "/api/admin/courses/{id}/tiers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update admin course tier */
        put: operations["updateAdminCourseTier"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/overview/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get admin overview */
        get: operations["getAdminOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/failed/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Background jobs that ran out of retries, most recent first */
        get: operations["getAdminJobFailed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/{id}/retry/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a failed job again, with one more attempt */
        post: operations["adminJobRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Online orders, newest first; ?status=, ?gateway=, ?search= (invoice, transaction, buyer) */
        get: operations["listAdminOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{invoice}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One online order with its teammates and refunds */
        get: operations["getAdminOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{invoice}/refunds/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a paid order at its gateway, in full (the enrolments end) or in part; request_id makes a repeat harmless */
        post: operations["adminOrderRefunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{invoice}/refunds/{refund_id}/check/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the gateway now how a refund not yet final stands, and act on its answer */
        post: operations["adminOrderRefundCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{invoice}/held/refund/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Return money held on a failed order, in full, through its gateway */
        post: operations["adminOrderHeldRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{invoice}/held/enrol/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enrol on money held on a failed order after a documented manual check */
        post: operations["adminOrderHeldEnrol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List admin contact messages */
        get: operations["listAdminContactMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update admin contact message */
        patch: operations["updateAdminContactMessage"];
        trace?: never;
    };
    "/api/admin/live-classes/overdue-recordings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Held live classes still without a recording more than 24 hours after their end */
        get: operations["listAdminLiveClassOverdueRecordings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/security/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get admin security */
        get: operations["getAdminSecurity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forums/categories/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List forum categories */
        get: operations["listForumCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forums/topics/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Topics newest first: a plain array, or with ?page= 10 a page */
        get: operations["listForumTopics"];
        put?: never;
        /** Create forum topic */
        post: operations["createForumTopic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forums/topics/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A topic with one page (10, or ?comments_page_size=) of its comments, newest first */
        get: operations["getForumTopic"];
        /** Update forum topic */
        put: operations["updateForumTopic"];
        post?: never;
        /** Delete forum topic */
        delete: operations["deleteForumTopic"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forums/comments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forum comments */
        post: operations["forumComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forums/comments/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update forum comment */
        put: operations["updateForumComment"];
        post?: never;
        /** Delete forum comment */
        delete: operations["deleteForumComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s notifications, 15 a page (or ?page_size=), newest first, with the unread figures */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks every unread notification read, or only those of one type and course */
        post: operations["notificationReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Notification read */
        post: operations["notificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/conversations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Courses the caller is enrolled in or teaches, most recent chat first */
        get: operations["listChatConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/{courseId}/messages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The last 50 messages (or ?before=<id>&limit=), newest last */
        get: operations["listChatMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/{courseId}/send/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Chat send */
        post: operations["chatSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/ticket/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A single-use ticket, valid 60 s, to open the event stream from a browser */
        post: operations["eventTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-sent events (notification, chat_message) for the signed-in user */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-course/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The course form (same shape as edit); 201 with the new course id
         * @description The course form (same shape as edit); 201 with the new course id.
         */
        post: operations["createCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edit-course/{courseId}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * JSON: the course form
         * @description JSON: the course form. multipart/form-data: a `thumbnail` image (JPEG, PNG or WebP, at least 640x360, at most 5 MB), stored as a 1280x720 WebP.
         */
        put: operations["updateEditCourse"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instructor-courses/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List instructor courses */
        get: operations["listInstructorCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instructor-course/{courseId}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get instructor course */
        get: operations["getInstructorCourse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instructor-courses/{courseId}/insight/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get instructor course insight */
        get: operations["getInstructorCourseInsight"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements/create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Announcement create */
        post: operations["announcementCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements/course/{courseId}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get announcement course */
        get: operations["getAnnouncementCourse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Contact */
        post: operations["contact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/live-classes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A course's live classes that have not ended, soonest first */
        get: operations["listCourseLiveClasses"];
        put?: never;
        /** Schedule a live class, or a weekly series of them, for a course */
        post: operations["createCourseLiveClass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live-classes/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One live class (never its meeting link) */
        get: operations["getLiveClass"];
        /** Edit a live class, or it and the following ones of its series */
        put: operations["updateLiveClass"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live-classes/{id}/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a live class, or it and the following ones of its series */
        post: operations["liveClassCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live-classes/{id}/join-ticket/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A single-use address (60 s) that joins the live class in the browser */
        post: operations["liveClassJoinTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live-classes/{id}/join/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Join: checks enrolment and the window (15 minutes before the start until the end), records attendance, then redirects to the meeting; otherwise back to the class page */
        get: operations["getLiveClassJoin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live-classes/upcoming/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reader's next live classes across the courses they follow or teach, a weekly series once at its next class */
        get: operations["getLiveClassUpcoming"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/live-schedule/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listed course's coming live class times, for visitors of its page */
        get: operations["getCourseLiveSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/live-classes/past/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A course's ended live classes, latest first, with recordings, the reader's attendance and, for its instructor, how many joined */
        get: operations["getCourseLiveClassPast"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live-classes/{id}/attendance/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who joined a live class: the course's learners, those who joined first */
        get: operations["getLiveClassAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/live-classes/attendance/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each learner's attendance rate across the course's held live classes */
        get: operations["getCourseLiveClassAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live-classes/{id}/recording/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach an ended live class's recording: it becomes a lesson of the course and its learners are notified */
        post: operations["liveClassRecording"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live-classes/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One live class as an iCalendar file to add to a calendar */
        get: operations["getLiveClassCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar-feed/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the reader has a private calendar feed of their courses' live classes */
        get: operations["getCalendarFeed"];
        put?: never;
        /** A new private calendar feed address; the previous address stops working */
        post: operations["createCalendarFeed"];
        /** Revoke the private calendar feed address */
        delete: operations["deleteCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar-feeds/{token}/live-classes.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A learner's private calendar feed (the secret token is the key) of all their courses' live classes, for Google Calendar or Outlook to subscribe to */
        get: operations["listCalendarFeedLiveClasses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{courseId}/classwork/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The course's quizzes by module, with the caller's state for each */
        get: operations["getCourseClasswork"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{courseId}/quizzes/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a quiz in a course (its instructor or staff) */
        post: operations["courseQuizzes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instructor-quizzes/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A quiz with its answer key, for its instructor to edit */
        get: operations["getInstructorQuiz"];
        /** Save a quiz; its questions stay fixed once learners have attempted it */
        put: operations["updateInstructorQuiz"];
        post?: never;
        /** Delete a quiz with every attempt */
        delete: operations["deleteInstructorQuiz"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quizzes/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A quiz's page for the caller: settings, their attempts and grade */
        get: operations["getQuiz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quizzes/{id}/attempts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Learners' submitted attempts of a quiz, those waiting for a grade first */
        get: operations["listQuizAttempts"];
        put?: never;
        /** Start an attempt (201), or resume the one in progress (200) */
        post: operations["createQuizAttempt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quiz-attempts/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An attempt: its questions and saved answers; scores and review once submitted */
        get: operations["getQuizAttempt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quiz-attempts/{id}/answers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save answers of an attempt in progress as the learner goes */
        put: operations["updateQuizAttemptAnswer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quiz-attempts/{id}/submit/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit an attempt: graded and closed in one transaction */
        post: operations["quizAttemptSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quiz-attempts/{id}/grades/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Grade an attempt's essay answers (score and feedback), by the instructor */
        put: operations["updateQuizAttemptGrade"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classwork/upcoming/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quizzes closing and assignments due in the next 14 days in the caller’s courses, not yet handed in, soonest first */
        get: operations["getClassworkUpcoming"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{courseId}/assignments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an assignment in a course (its instructor or staff) */
        post: operations["courseAssignments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instructor-assignments/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An assignment as its instructor edits it */
        get: operations["getInstructorAssignment"];
        /** Save an assignment; its rubric stays fixed once learners are graded with it */
        put: operations["updateInstructorAssignment"];
        post?: never;
        /** Delete an assignment with every submission, file and grade */
        delete: operations["deleteInstructorAssignment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assignments/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An assignment's page for the caller: instructions, their versions and grade */
        get: operations["getAssignment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assignments/{id}/submissions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand in a new version of the work (a file, a link or text)
         * @description multipart/form-data with a `file` part (PDF, .ipynb, .py, .R, .zip or .docx, checked by content, at most 20 MB), or JSON: {"link_url": "https://…"} or {"text": "…"}. The assignment and the caller are checked before the body is read; two uploads per user at once (429 beyond).
         */
        post: operations["assignmentSubmissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assignment-submissions/{id}/file/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A submission's file, for its learner and the course's instructor and staff */
        get: operations["getAssignmentSubmissionFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/grading-queue/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Work to grade in the courses the caller teaches (every course for staff): assignments and quiz attempts with essays, waiting first */
        get: operations["getGradingQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assignment-submissions/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A learner's assignment work with their versions and grade, for grading it */
        get: operations["getAssignmentSubmission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assignment-submissions/{id}/grade/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Grade a learner's assignment work: a score or the rubric's levels, and feedback */
        put: operations["updateAssignmentSubmissionGrade"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{courseId}/grades/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's grades in a course: each item's state, score and feedback, and the weighted total (the weights alone for its instructor and staff) */
        get: operations["listCourseGrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{courseId}/grade-weights/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set how the course's total weighs quizzes and assignments (percent, 100 in all) */
        put: operations["updateCourseGradeWeight"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{courseId}/certificate-rule/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set whether the certificate also requires a pass: a course total (percent, 1 to 100) reached with released grades, besides every lesson */
        put: operations["updateCourseCertificateRule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{courseId}/grades/release/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release grades to learners, some or all at once; each learner is notified */
        post: operations["courseGradeRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{courseId}/gradebook/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The course's gradebook for its instructor and staff: learners (200 a page unless page_size says) against the published quizzes and assignments, with weighted totals */
        get: operations["getCourseGradebook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{courseId}/gradebook/csv/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The course's whole gradebook as a CSV file (UTF-8 with a BOM), one row a learner */
        get: operations["getCourseGradebookCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/video-uploads/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Video uploads
         * @description tus 1.0.0 creation of a resumable video upload (Tus-Resumable, Upload-Length, Upload-Metadata with `lesson_id` and `filename`). 201 with its Location; 413 when Upload-Length is above VIDEO_MAX_BYTES; 403 unless the caller is the course instructor or staff. Refused before any byte is read.
         */
        post: operations["videoUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/video-uploads/{upload}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Head video upload
         * @description tus 1.0.0: HEAD answers the Upload-Offset to resume from; PATCH (application/offset+octet-stream) appends bytes at Upload-Offset. The last PATCH queues the conversion. 404 unless the caller may manage the upload’s lesson.
         */
        head: operations["headVideoUpload"];
        /**
         * Update video upload
         * @description tus 1.0.0: HEAD answers the Upload-Offset to resume from; PATCH (application/offset+octet-stream) appends bytes at Upload-Offset. The last PATCH queues the conversion. 404 unless the caller may manage the upload’s lesson.
         */
        patch: operations["updateVideoUpload"];
        trace?: never;
    };
    "/api/instructor-lessons/{lessonId}/video/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get instructor lesson video
         * @description A lesson's hosted video as its course's instructor or staff see it: the one learners get, a newer upload (uploading, queued, processing with its per cent, or failed with a reason), whether this server can convert videos, and the upload limit in bytes.
         */
        get: operations["getInstructorLessonVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instructor-courses/{courseId}/video-insight/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get instructor course video insight
         * @description Per hosted video of the course (the one its learners get now), in course order: plays, unique viewers, the mean share watched and a retention curve (the share of viewers who watched each twentieth). Only learner accounts count. For the course instructor and staff.
         */
        get: operations["getInstructorCourseVideoInsight"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons/{lessonId}/video/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get lesson video
         * @description The lesson's hosted video for this viewer: a master playlist whose addresses are signed for them for 15 minutes, the poster, the thumbnail strip, captions, the watermark and where they stopped. Enrolled learners, the instructor and staff; anyone for a free preview. 401 for a visitor, 403 for anyone else; 404 when the lesson has no ready video.
         */
        get: operations["getLessonVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/videos/{assetId}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get video
         * @description A file of a video for the bearer of its signed address (`?t=`): `master.m3u8` (the viewer's variant playlist), `poster.jpg`, `thumbnails.jpg`, `captions-<en|bn>.vtt`. 403 for an expired, altered or other video’s signature; 404 for anything else.
         */
        get: operations["getVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/videos/{assetId}/{rendition}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get video2
         * @description A rendition of a video for the bearer of its signed address: `index.m3u8` (its playlist, every segment address signed alike, short-lived) or a segment (`seg_00000.ts`, immutable, cached for a year).
         */
        get: operations["getVideo2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/videos/{assetId}/progress/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where the viewer is and the second ranges played since the last report (every 5 s and on leaving)
         * @description Where the viewer is and the second ranges played since the last report (every 5 s and on leaving). New watched time counts no faster than 2× playback; at 90 % really watched an enrolled learner has the lesson completed.
         */
        post: operations["videoProgress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instructor-lessons/{lessonId}/video/captions/{language}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update instructor lesson video caption
         * @description A WebVTT or SRT file (`captions`, at most 1 MB) for the lesson’s playing video in English or Bangla, replacing that language’s track; stored as WebVTT. 400 with the line a malformed file fails on. The course’s instructor or staff.
         */
        put: operations["updateInstructorLessonVideoCaption"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instructor-lessons/{lessonId}/video/preview/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Marks a lesson as a free preview: its video plays for visitors on the course page
         * @description Marks a lesson as a free preview: its video plays for visitors on the course page. The course's instructor or staff.
         */
        put: operations["updateInstructorLessonVideoPreview"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/key/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VAPID public key a browser subscribes with (applicationServerKey) */
        get: operations["getPushKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep this browser’s push subscription for the caller (moved from another account) */
        post: operations["pushSubscriptions"];
        /** Forget this browser’s push subscription */
        delete: operations["deletePushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/preferences/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which notifications the caller wants pushed to their devices */
        get: operations["listPushPreferences"];
        /** Turn each kind of pushed notification on or off */
        put: operations["updatePushPreference"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rich-text/images/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rich text images
         * @description multipart/form-data with an `image` (JPEG, PNG or WebP, at most 5 MB; 60 a day per person), stored as a WebP at most 1600 px on its longer side; 201 with its address.
         */
        post: operations["richTextImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description DRF error: a message, and a code where the client acts on it. */
        Error: {
            detail: string;
            code?: string;
        };
        /** @description DRF field errors: the messages of each field that was refused. */
        FieldErrors: {
            [key: string]: string[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "unavailable";
                        checks: {
                            [key: string]: "ok" | "unavailable" | "timeout";
                        };
                        failed: string[];
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "unavailable";
                        checks: {
                            [key: string]: "ok" | "unavailable" | "timeout";
                        };
                        failed: string[];
                    };
                };
            };
        };
    };
    accountRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name: string;
                    email: string;
                    phone: string;
                    password: string;
                    /** @enum {string} */
                    language?: "en" | "bn";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        email: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountVerifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    otp_code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountResendOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access: string;
                        refresh: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountLoginUnlockCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountLoginUnlock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    otp_code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountTokenRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access: string;
                        refresh: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    tokenRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access: string;
                        refresh: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountLogoutAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    old_password: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        access: string;
                        refresh: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountPasswordResetRequestOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountPasswordResetVerifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    otp_code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        token: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    accountPasswordResetSetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    token: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        first_name: string;
                        last_name: string;
                        email: string;
                        phone: string | null;
                        /** @enum {string} */
                        role: "learner" | "instructor" | "admin";
                        bio: string | null;
                        profile_picture: string | null;
                        /** @enum {string} */
                        language: "en" | "bn";
                        listed_in_class: boolean;
                        live_class_reminders: boolean;
                    };
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAccountUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        first_name: string;
                        last_name: string;
                        email: string;
                        phone: string | null;
                        /** @enum {string} */
                        role: "learner" | "instructor" | "admin";
                        bio: string | null;
                        profile_picture: string | null;
                        /** @enum {string} */
                        language: "en" | "bn";
                        listed_in_class: boolean;
                        live_class_reminders: boolean;
                    };
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        welcome_message: string;
                        is_first_visit: boolean;
                        user: {
                            email: string;
                            /** @enum {string} */
                            role: "learner" | "instructor" | "admin";
                            bio: string | null;
                            profile_picture: string | null;
                        };
                        enrollments: {
                            enrollment_id: number;
                            course: {
                                course_id: number;
                                course_title: string;
                                instructor_name: string;
                                thumbnail: string | null;
                            };
                            enrolled_at: string;
                        }[];
                    };
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        category_id: number;
                        category_name: string;
                        category_name_bn: string;
                        slug: string;
                    }[];
                };
            };
        };
    };
    listListCourses: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                search?: string;
                ordering?: "popularity" | "rating" | "newest" | "price-low" | "price-high";
                category?: string;
                min_price?: string;
                max_price?: string;
                min_rating?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            course_id: number;
                            course_title: string;
                            description: string;
                            price: string;
                            discounted_price: string | null;
                            discount: {
                                discount_id: number;
                                name: string;
                                /** @enum {string} */
                                discount_type: "fixed" | "percentage";
                                value: string;
                                percentage: string | null;
                                price_after_discount: string | null;
                                end_date: string | null;
                            } | null;
                            thumbnail: string | null;
                            category: number;
                            category_name: string;
                            category_slug: string;
                            instructor_name: string;
                            instructor_profile_picture: string | null;
                            total_students: number;
                            total_hours: number;
                            total_lessons: number;
                            rating: number | null;
                            rating_count: number;
                            created_at: string;
                            class_code: string;
                            /** @enum {string} */
                            status: "published" | "coming_soon";
                            /** @enum {string|null} */
                            badge: "coming_soon" | "seats_filled" | "offer" | null;
                            badge_text: string | null;
                            enrollment_open: boolean;
                            is_enrolled: boolean;
                            isEnrolled: boolean;
                        }[];
                    } | {
                        course_id: number;
                        course_title: string;
                        description: string;
                        price: string;
                        discounted_price: string | null;
                        discount: {
                            discount_id: number;
                            name: string;
                            /** @enum {string} */
                            discount_type: "fixed" | "percentage";
                            value: string;
                            percentage: string | null;
                            price_after_discount: string | null;
                            end_date: string | null;
                        } | null;
                        thumbnail: string | null;
                        category: number;
                        category_name: string;
                        category_slug: string;
                        instructor_name: string;
                        instructor_profile_picture: string | null;
                        total_students: number;
                        total_hours: number;
                        total_lessons: number;
                        rating: number | null;
                        rating_count: number;
                        created_at: string;
                        class_code: string;
                        /** @enum {string} */
                        status: "published" | "coming_soon";
                        /** @enum {string|null} */
                        badge: "coming_soon" | "seats_filled" | "offer" | null;
                        badge_text: string | null;
                        enrollment_open: boolean;
                        is_enrolled: boolean;
                        isEnrolled: boolean;
                    }[];
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
        };
    };
    getCourseDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        course_id: number;
                        course_title: string;
                        description: string;
                        price: string;
                        discounted_price: string | null;
                        discount: {
                            discount_id: number;
                            name: string;
                            /** @enum {string} */
                            discount_type: "fixed" | "percentage";
                            value: string;
                            percentage: string | null;
                            price_after_discount: string | null;
                            end_date: string | null;
                        } | null;
                        thumbnail: string | null;
                        category: number;
                        category_name: string;
                        category_slug: string;
                        instructor_name: string;
                        instructor_profile_picture: string | null;
                        total_students: number;
                        total_hours: number;
                        total_lessons: number;
                        rating: number | null;
                        rating_count: number;
                        created_at: string;
                        class_code: string;
                        /** @enum {string} */
                        status: "published" | "coming_soon";
                        /** @enum {string|null} */
                        badge: "coming_soon" | "seats_filled" | "offer" | null;
                        badge_text: string | null;
                        enrollment_open: boolean;
                        is_enrolled: boolean;
                        isEnrolled: boolean;
                        overview: string;
                        outcomes: {
                            outcome_id: number;
                            outcome_title: string;
                        }[];
                        prerequisites: {
                            prerequisite_id: number;
                            prerequisite_title: string;
                        }[];
                        modules: {
                            module_id: number;
                            module_title: string;
                            lessons: {
                                lesson_id: number;
                                lesson_title: string;
                                duration: number;
                                is_completed: boolean;
                                free_preview?: boolean;
                                reading_minutes?: number;
                                has_notebook?: boolean;
                                opens_on?: string;
                                videos: {
                                    video_id: number;
                                    video_title: string;
                                    video_link: string | null;
                                }[];
                                resources: {
                                    resource_id: number;
                                    resource_title: string;
                                    resource_link: string | null;
                                }[];
                            }[];
                        }[];
                        instructor_bio: string | null;
                        price_tiers: {
                            students: number;
                            price_per_student: string;
                            savings: string;
                            is_popular: boolean;
                            total: string;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDiscounts: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            name: string;
                            courses: number[];
                            course_id: number;
                            percentage: string | null;
                            price_after_discount: {
                                [key: string]: string;
                            };
                            end_date: string | null;
                            is_active: boolean;
                            /** @enum {string} */
                            discount_type: "fixed" | "percentage";
                            value: string;
                            original_price: string;
                            discounted_price: string;
                        }[];
                    } | {
                        id: number;
                        name: string;
                        courses: number[];
                        course_id: number;
                        percentage: string | null;
                        price_after_discount: {
                            [key: string]: string;
                        };
                        end_date: string | null;
                        is_active: boolean;
                        /** @enum {string} */
                        discount_type: "fixed" | "percentage";
                        value: string;
                        original_price: string;
                        discounted_price: string;
                    }[];
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
        };
    };
    lessonComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lesson_id: number;
                        is_completed: boolean;
                        completed_lessons: number;
                        total_lessons: number;
                        percentage: number;
                        certificate_code: string | null;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteLessonComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lesson_id: number;
                        is_completed: boolean;
                        completed_lessons: number;
                        total_lessons: number;
                        percentage: number;
                        certificate_code: string | null;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lessonOpen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLearningProgress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        course_id: number;
                        course_title: string;
                        thumbnail: string | null;
                        instructor_name: string;
                        enrolled_at: string;
                        completed_lessons: number;
                        total_lessons: number;
                        percentage: number;
                        last_lesson_id: number | null;
                        completed_at: string | null;
                        certificate_code: string | null;
                    }[];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    courseNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        note_id: number;
                        title: string;
                        body: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        note_id: number;
                        title: string;
                        body: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCourseReviews: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            review_id: number;
                            course_id: number;
                            reviewer: string;
                            rating: number;
                            comment: string;
                            created_at: string;
                            updated_at: string;
                        }[];
                        rating: number | null;
                        rating_count: number;
                        my_review: {
                            review_id: number;
                            course_id: number;
                            reviewer: string;
                            rating: number;
                            comment: string;
                            created_at: string;
                            updated_at: string;
                        } | null;
                        can_review: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCourseReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    /** @default  */
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        review_id: number;
                        course_id: number;
                        reviewer: string;
                        rating: number;
                        comment: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    /** @default  */
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        review_id: number;
                        course_id: number;
                        reviewer: string;
                        rating: number;
                        comment: string;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCertificates: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            code: string;
                            course_id: number;
                            course_title: string;
                            learner_name: string;
                            instructor_name: string;
                            issued_at: string;
                            grade_percent: number | null;
                        }[];
                    } | {
                        code: string;
                        course_id: number;
                        course_title: string;
                        learner_name: string;
                        instructor_name: string;
                        issued_at: string;
                        grade_percent: number | null;
                    }[];
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        course_id: number;
                        course_title: string;
                        learner_name: string;
                        instructor_name: string;
                        issued_at: string;
                        grade_percent: number | null;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCertificatePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLessonReading: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lesson_id: number;
                        article: string;
                        reading_minutes: number;
                        notebook: {
                            name: string;
                            cells: ({
                                /** @enum {string} */
                                kind: "markdown";
                                html: string;
                            } | {
                                /** @enum {string} */
                                kind: "code";
                                source: string;
                                executionCount: number | null;
                                outputs: ({
                                    /** @enum {string} */
                                    kind: "stream";
                                    /** @enum {string} */
                                    name: "stdout" | "stderr";
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "text";
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "image";
                                    /** @enum {string} */
                                    mime: "image/png" | "image/jpeg";
                                    data: string;
                                    alt: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "html";
                                    html: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "error";
                                    name: string;
                                    value: string;
                                    traceback: string;
                                })[];
                            } | {
                                /** @enum {string} */
                                kind: "raw";
                                text: string;
                            })[];
                        } | null;
                        can_edit: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateLessonArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    article: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lesson_id: number;
                        article: string;
                        reading_minutes: number;
                        notebook: {
                            name: string;
                            cells: ({
                                /** @enum {string} */
                                kind: "markdown";
                                html: string;
                            } | {
                                /** @enum {string} */
                                kind: "code";
                                source: string;
                                executionCount: number | null;
                                outputs: ({
                                    /** @enum {string} */
                                    kind: "stream";
                                    /** @enum {string} */
                                    name: "stdout" | "stderr";
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "text";
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "image";
                                    /** @enum {string} */
                                    mime: "image/png" | "image/jpeg";
                                    data: string;
                                    alt: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "html";
                                    html: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "error";
                                    name: string;
                                    value: string;
                                    traceback: string;
                                })[];
                            } | {
                                /** @enum {string} */
                                kind: "raw";
                                text: string;
                            })[];
                        } | null;
                        can_edit: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    lessonRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lesson_id: number;
                        is_completed: boolean;
                        completed_lessons: number;
                        total_lessons: number;
                        percentage: number;
                        certificate_code: string | null;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLessonNotebook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateLessonNotebook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lesson_id: number;
                        article: string;
                        reading_minutes: number;
                        notebook: {
                            name: string;
                            cells: ({
                                /** @enum {string} */
                                kind: "markdown";
                                html: string;
                            } | {
                                /** @enum {string} */
                                kind: "code";
                                source: string;
                                executionCount: number | null;
                                outputs: ({
                                    /** @enum {string} */
                                    kind: "stream";
                                    /** @enum {string} */
                                    name: "stdout" | "stderr";
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "text";
                                    text: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "image";
                                    /** @enum {string} */
                                    mime: "image/png" | "image/jpeg";
                                    data: string;
                                    alt: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "html";
                                    html: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "error";
                                    name: string;
                                    value: string;
                                    traceback: string;
                                })[];
                            } | {
                                /** @enum {string} */
                                kind: "raw";
                                text: string;
                            })[];
                        } | null;
                        can_edit: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCourseRoster: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                search?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            user_id: number;
                            first_name: string;
                            last_name: string;
                            profile_picture: string | null;
                            email: string;
                            enrolled_at: string;
                            completed_lessons: number;
                            percentage: number;
                            last_activity_at: string | null;
                        }[];
                        total_lessons: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCourseClassmates: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            user_id: number;
                            first_name: string;
                            last_name: string;
                            profile_picture: string | null;
                        }[];
                        you_are_listed: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCourseCohorts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        is_cohort_based: boolean;
                        cohorts: {
                            cohort_id: number;
                            name: string;
                            starts_on: string;
                            ends_on: string;
                            enrolment_opens_on: string;
                            enrolment_closes_on: string;
                            seats: number | null;
                            seats_left: number | null;
                            price: string | null;
                            is_full: boolean;
                            can_enrol: boolean;
                            /** @enum {string} */
                            phase: "upcoming" | "open" | "running" | "ended";
                            waiting_count: number;
                            my_waitlist: {
                                /** @enum {string} */
                                status: "waiting" | "offered";
                                position: number;
                                offer_expires_at: string | null;
                            } | null;
                            is_mine: boolean;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCourseCohort: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: date */
                    starts_on: string;
                    /** Format: date */
                    ends_on: string;
                    /** Format: date */
                    enrolment_opens_on: string;
                    /** Format: date */
                    enrolment_closes_on: string;
                    seats: number | null;
                    price: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cohort_id: number;
                        name: string;
                        starts_on: string;
                        ends_on: string;
                        enrolment_opens_on: string;
                        enrolment_closes_on: string;
                        seats: number | null;
                        seats_left: number | null;
                        price: string | null;
                        is_full: boolean;
                        can_enrol: boolean;
                        /** @enum {string} */
                        phase: "upcoming" | "open" | "running" | "ended";
                        waiting_count: number;
                        my_waitlist: {
                            /** @enum {string} */
                            status: "waiting" | "offered";
                            position: number;
                            offer_expires_at: string | null;
                        } | null;
                        is_mine: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCohort: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: date */
                    starts_on: string;
                    /** Format: date */
                    ends_on: string;
                    /** Format: date */
                    enrolment_opens_on: string;
                    /** Format: date */
                    enrolment_closes_on: string;
                    seats: number | null;
                    price: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cohort_id: number;
                        name: string;
                        starts_on: string;
                        ends_on: string;
                        enrolment_opens_on: string;
                        enrolment_closes_on: string;
                        seats: number | null;
                        seats_left: number | null;
                        price: string | null;
                        is_full: boolean;
                        can_enrol: boolean;
                        /** @enum {string} */
                        phase: "upcoming" | "open" | "running" | "ended";
                        waiting_count: number;
                        my_waitlist: {
                            /** @enum {string} */
                            status: "waiting" | "offered";
                            position: number;
                            offer_expires_at: string | null;
                        } | null;
                        is_mine: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCohort: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCourseReleaseSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modules: {
                            opens_after_days: number | null;
                            /** Format: date */
                            opens_on: string | null;
                            module_id: number;
                            module_title: string;
                            lessons: {
                                opens_after_days: number | null;
                                /** Format: date */
                                opens_on: string | null;
                                lesson_id: number;
                                lesson_title: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateModuleRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    opens_after_days: number | null;
                    /** Format: date */
                    opens_on: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        opens_after_days: number | null;
                        /** Format: date */
                        opens_on: string | null;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateLessonRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    opens_after_days: number | null;
                    /** Format: date */
                    opens_on: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        opens_after_days: number | null;
                        /** Format: date */
                        opens_on: string | null;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cohortWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cohort_id: number;
                        name: string;
                        starts_on: string;
                        ends_on: string;
                        enrolment_opens_on: string;
                        enrolment_closes_on: string;
                        seats: number | null;
                        seats_left: number | null;
                        price: string | null;
                        is_full: boolean;
                        can_enrol: boolean;
                        /** @enum {string} */
                        phase: "upcoming" | "open" | "running" | "ended";
                        waiting_count: number;
                        my_waitlist: {
                            /** @enum {string} */
                            status: "waiting" | "offered";
                            position: number;
                            offer_expires_at: string | null;
                        } | null;
                        is_mine: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCohortWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    couponValidate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    course_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        discount_type: "fixed" | "percentage";
                        discount_value: string;
                        coupon_name: string;
                        coupon_description: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    manualpaymentsubmit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    payment_type: "single" | "duo" | "trio";
                    sender_number: string;
                    transaction_id?: string;
                    coupon_code?: string;
                    teammate_one?: {
                        name: string;
                        email?: string;
                        number: string;
                    };
                    teammate_two?: {
                        name: string;
                        email?: string;
                        number: string;
                    };
                    course_id: number;
                    cohort_id?: number;
                    paid_amount: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        payment: {
                            id: number;
                            course_id: number;
                            course_title: string;
                            /** @enum {string} */
                            payment_type: "single" | "duo" | "trio";
                            students: number;
                            paid_amount: string;
                            transaction_id: string;
                            coupon_code: string | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            reason: string | null;
                            created_at: string;
                            reviewed_at: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPayments: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                course?: number;
                status?: "pending" | "approved" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            course_id: number;
                            course_title: string;
                            /** @enum {string} */
                            payment_type: "single" | "duo" | "trio";
                            students: number;
                            paid_amount: string;
                            transaction_id: string;
                            coupon_code: string | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            reason: string | null;
                            created_at: string;
                            reviewed_at: string | null;
                        }[];
                    } | {
                        id: number;
                        course_id: number;
                        course_title: string;
                        /** @enum {string} */
                        payment_type: "single" | "duo" | "trio";
                        students: number;
                        paid_amount: string;
                        transaction_id: string;
                        coupon_code: string | null;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        reason: string | null;
                        created_at: string;
                        reviewed_at: string | null;
                    }[];
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEnrollments: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            enrollment_id: number;
                            course: number;
                            course_title: string;
                            thumbnail: string | null;
                            enrolled_at: string;
                        }[];
                    } | {
                        enrollment_id: number;
                        course: number;
                        course_title: string;
                        thumbnail: string | null;
                        enrolled_at: string;
                    }[];
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createEnrollment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    course_id: number;
                    cohort_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        enrollment: {
                            enrollment_id: number;
                            course: number;
                            course_title: string;
                            thumbnail: string | null;
                            enrolled_at: string;
                        };
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEnrolledCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        course_id: number;
                        course_title: string;
                        description: string;
                        overview: string;
                        thumbnail: string | null;
                        class_code: string;
                        instructor_id: number;
                        instructor_name: string;
                        instructor_profile_picture: string | null;
                        total_lessons: number;
                        completed_lessons: number;
                        enrolled_at: string | null;
                        is_instructor: boolean;
                        percentage: number;
                        last_lesson_id: number | null;
                        completed_at: string | null;
                        certificate_code: string | null;
                        certificate_pass_percent: number | null;
                        can_manage_notes: boolean;
                        modules: {
                            module_id: number;
                            module_title: string;
                            lessons: {
                                lesson_id: number;
                                lesson_title: string;
                                duration: number;
                                is_completed: boolean;
                                free_preview?: boolean;
                                reading_minutes?: number;
                                has_notebook?: boolean;
                                opens_on?: string;
                                videos: {
                                    video_id: number;
                                    video_title: string;
                                    video_link: string | null;
                                }[];
                                resources: {
                                    resource_id: number;
                                    resource_title: string;
                                    resource_link: string | null;
                                }[];
                            }[];
                        }[];
                        notes: {
                            note_id: number;
                            title: string;
                            body: string;
                            created_at: string;
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCheckoutOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        gateways: ("bkash" | "sslcommerz")[];
                    };
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            invoice_number: string;
                            course_id: number;
                            course_title: string;
                            /** @enum {string} */
                            gateway: "bkash" | "sslcommerz";
                            /** @enum {string} */
                            payment_type: "single" | "duo" | "trio";
                            students: number;
                            amount: string;
                            refunded_amount: string;
                            currency: string;
                            coupon_code: string | null;
                            /** @enum {string} */
                            status: "created" | "pending" | "paid" | "failed" | "cancelled" | "refunded";
                            /** @enum {string|null} */
                            failure_reason: "declined" | "cancelled" | "mismatch" | "not_validated" | "risky" | "expired" | "gateway_unavailable" | null;
                            transaction_id: string | null;
                            created_at: string;
                            paid_at: string | null;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    course_id: number;
                    cohort_id?: number;
                    /** @enum {string} */
                    gateway: "bkash" | "sslcommerz";
                    /** @enum {string} */
                    payment_type: "single" | "duo" | "trio";
                    coupon_code?: string;
                    teammate_one?: {
                        name: string;
                        email?: string;
                        number: string;
                    };
                    teammate_two?: {
                        name: string;
                        email?: string;
                        number: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            invoice_number: string;
                            course_id: number;
                            course_title: string;
                            /** @enum {string} */
                            gateway: "bkash" | "sslcommerz";
                            /** @enum {string} */
                            payment_type: "single" | "duo" | "trio";
                            students: number;
                            amount: string;
                            refunded_amount: string;
                            currency: string;
                            coupon_code: string | null;
                            /** @enum {string} */
                            status: "created" | "pending" | "paid" | "failed" | "cancelled" | "refunded";
                            /** @enum {string|null} */
                            failure_reason: "declined" | "cancelled" | "mismatch" | "not_validated" | "risky" | "expired" | "gateway_unavailable" | null;
                            transaction_id: string | null;
                            created_at: string;
                            paid_at: string | null;
                        };
                        /** Format: uri */
                        redirect_url: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoice: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        invoice_number: string;
                        course_id: number;
                        course_title: string;
                        /** @enum {string} */
                        gateway: "bkash" | "sslcommerz";
                        /** @enum {string} */
                        payment_type: "single" | "duo" | "trio";
                        students: number;
                        amount: string;
                        refunded_amount: string;
                        currency: string;
                        coupon_code: string | null;
                        /** @enum {string} */
                        status: "created" | "pending" | "paid" | "failed" | "cancelled" | "refunded";
                        /** @enum {string|null} */
                        failure_reason: "declined" | "cancelled" | "mismatch" | "not_validated" | "risky" | "expired" | "gateway_unavailable" | null;
                        transaction_id: string | null;
                        created_at: string;
                        paid_at: string | null;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrderReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoice: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCheckoutBkashCallback: {
        parameters: {
            query?: {
                paymentID?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkoutSslcommerzIpn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tran_id?: string;
                    val_id?: string;
                    status?: string;
                    verify_sign?: string;
                    verify_key?: string;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkoutSslcommerzReturn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                outcome: "success" | "fail" | "cancel";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tran_id?: string;
                    val_id?: string;
                    status?: string;
                    verify_sign?: string;
                    verify_key?: string;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminPayments: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                search?: string;
                status?: "pending" | "approved" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            course_id: number;
                            course_title: string;
                            /** @enum {string} */
                            payment_type: "single" | "duo" | "trio";
                            students: number;
                            paid_amount: string;
                            transaction_id: string;
                            coupon_code: string | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            reason: string | null;
                            created_at: string;
                            reviewed_at: string | null;
                            sender_number: string;
                            computed_amount: string;
                            amounts_match: boolean;
                            payer: {
                                id: number;
                                name: string;
                                email: string;
                                phone: string | null;
                            };
                            teammates: {
                                position: number;
                                name: string;
                                email: string;
                                number: string;
                                user_id: number | null;
                                enrolled_at: string | null;
                            }[];
                            reviewed_by: string | null;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminPaymentApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        course_id: number;
                        course_title: string;
                        /** @enum {string} */
                        payment_type: "single" | "duo" | "trio";
                        students: number;
                        paid_amount: string;
                        transaction_id: string;
                        coupon_code: string | null;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        reason: string | null;
                        created_at: string;
                        reviewed_at: string | null;
                        sender_number: string;
                        computed_amount: string;
                        amounts_match: boolean;
                        payer: {
                            id: number;
                            name: string;
                            email: string;
                            phone: string | null;
                        };
                        teammates: {
                            position: number;
                            name: string;
                            email: string;
                            number: string;
                            user_id: number | null;
                            enrolled_at: string | null;
                        }[];
                        reviewed_by: string | null;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminPaymentReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        course_id: number;
                        course_title: string;
                        /** @enum {string} */
                        payment_type: "single" | "duo" | "trio";
                        students: number;
                        paid_amount: string;
                        transaction_id: string;
                        coupon_code: string | null;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        reason: string | null;
                        created_at: string;
                        reviewed_at: string | null;
                        sender_number: string;
                        computed_amount: string;
                        amounts_match: boolean;
                        payer: {
                            id: number;
                            name: string;
                            email: string;
                            phone: string | null;
                        };
                        teammates: {
                            position: number;
                            name: string;
                            email: string;
                            number: string;
                            user_id: number | null;
                            enrolled_at: string | null;
                        }[];
                        reviewed_by: string | null;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminUsers: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                search?: string;
                role?: "learner" | "instructor" | "admin";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            first_name: string;
                            last_name: string;
                            email: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "learner" | "instructor" | "admin";
                            email_verified: boolean;
                            created_at: string;
                            last_login_at: string | null;
                            enrollments_count: number;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        first_name: string;
                        last_name: string;
                        email: string;
                        phone: string | null;
                        /** @enum {string} */
                        role: "learner" | "instructor" | "admin";
                        email_verified: boolean;
                        created_at: string;
                        last_login_at: string | null;
                        enrollments_count: number;
                        enrollments: {
                            enrollment_id: number;
                            course_id: number;
                            course_title: string;
                            /** @enum {string} */
                            source: "free" | "payment" | "admin";
                            enrolled_at: string;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAdminUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "learner" | "instructor" | "admin";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        first_name: string;
                        last_name: string;
                        email: string;
                        phone: string | null;
                        /** @enum {string} */
                        role: "learner" | "instructor" | "admin";
                        email_verified: boolean;
                        created_at: string;
                        last_login_at: string | null;
                        enrollments_count: number;
                        enrollments: {
                            enrollment_id: number;
                            course_id: number;
                            course_title: string;
                            /** @enum {string} */
                            source: "free" | "payment" | "admin";
                            enrolled_at: string;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        name_bn: string;
                        slug: string;
                        position: number;
                        courses_count: number;
                    }[];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAdminCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    name_bn: string;
                    slug: string;
                    /** @default 0 */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        name_bn: string;
                        slug: string;
                        position: number;
                        courses_count: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAdminCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    name_bn: string;
                    slug: string;
                    /** @default 0 */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        name_bn: string;
                        slug: string;
                        position: number;
                        courses_count: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminDiscounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        discount_type: "fixed" | "percentage";
                        value: string;
                        end_date: string | null;
                        is_active: boolean;
                        in_force: boolean;
                        courses: number[];
                        price_after_discount: {
                            [key: string]: string;
                        };
                        created_at: string;
                    }[];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAdminDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    discount_type: "fixed" | "percentage";
                    value: unknown;
                    end_date?: string | null;
                    /** @default true */
                    is_active?: boolean;
                    /** @default [] */
                    courses?: number[];
                    price_after_discount?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        discount_type: "fixed" | "percentage";
                        value: string;
                        end_date: string | null;
                        is_active: boolean;
                        in_force: boolean;
                        courses: number[];
                        price_after_discount: {
                            [key: string]: string;
                        };
                        created_at: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAdminDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    discount_type: "fixed" | "percentage";
                    value: unknown;
                    end_date?: string | null;
                    /** @default true */
                    is_active?: boolean;
                    /** @default [] */
                    courses?: number[];
                    price_after_discount?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        discount_type: "fixed" | "percentage";
                        value: string;
                        end_date: string | null;
                        is_active: boolean;
                        in_force: boolean;
                        courses: number[];
                        price_after_discount: {
                            [key: string]: string;
                        };
                        created_at: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        discount_type: "fixed" | "percentage";
                        value: string;
                        course_id: number | null;
                        course_title: string | null;
                        expires_at: string | null;
                        max_uses: number | null;
                        max_uses_per_user: number | null;
                        used_count: number;
                        is_active: boolean;
                        created_at: string;
                    }[];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAdminCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    discount_type: "fixed" | "percentage";
                    value: unknown;
                    /** @default null */
                    course_id?: number | null;
                    expires_at?: string | null;
                    max_uses?: number | null;
                    max_uses_per_user?: number | null;
                    /** @default true */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        discount_type: "fixed" | "percentage";
                        value: string;
                        course_id: number | null;
                        course_title: string | null;
                        expires_at: string | null;
                        max_uses: number | null;
                        max_uses_per_user: number | null;
                        used_count: number;
                        is_active: boolean;
                        created_at: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAdminCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    discount_type: "fixed" | "percentage";
                    value: unknown;
                    /** @default null */
                    course_id?: number | null;
                    expires_at?: string | null;
                    max_uses?: number | null;
                    max_uses_per_user?: number | null;
                    /** @default true */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        discount_type: "fixed" | "percentage";
                        value: string;
                        course_id: number | null;
                        course_title: string | null;
                        expires_at: string | null;
                        max_uses: number | null;
                        max_uses_per_user: number | null;
                        used_count: number;
                        is_active: boolean;
                        created_at: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminCourses: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            title: string;
                            price: string;
                            category_id: number;
                            category_name: string;
                            instructor_name: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "coming_soon";
                            /** @enum {string|null} */
                            badge: "coming_soon" | "seats_filled" | "offer" | null;
                            badge_text: string | null;
                            enrollment_open: boolean;
                            students_count: number;
                            tiers: {
                                students: number;
                                price_per_student: string;
                                savings: string;
                                is_popular: boolean;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAdminCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "draft" | "published" | "coming_soon";
                    /** @enum {string|null} */
                    badge?: "coming_soon" | "seats_filled" | "offer" | null;
                    badge_text?: string | null;
                    enrollment_open?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        price: string;
                        category_id: number;
                        category_name: string;
                        instructor_name: string;
                        /** @enum {string} */
                        status: "draft" | "published" | "coming_soon";
                        /** @enum {string|null} */
                        badge: "coming_soon" | "seats_filled" | "offer" | null;
                        badge_text: string | null;
                        enrollment_open: boolean;
                        students_count: number;
                        tiers: {
                            students: number;
                            price_per_student: string;
                            savings: string;
                            is_popular: boolean;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAdminCourseTier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tiers: {
                        students: number;
                        price_per_student: unknown;
                        /** @default false */
                        is_popular?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        price: string;
                        category_id: number;
                        category_name: string;
                        instructor_name: string;
                        /** @enum {string} */
                        status: "draft" | "published" | "coming_soon";
                        /** @enum {string|null} */
                        badge: "coming_soon" | "seats_filled" | "offer" | null;
                        badge_text: string | null;
                        enrollment_open: boolean;
                        students_count: number;
                        tiers: {
                            students: number;
                            price_per_student: string;
                            savings: string;
                            is_popular: boolean;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pending_payments: number;
                        days: {
                            date: string;
                            enrollments: number;
                            revenue: string;
                        }[];
                        total_enrollments: number;
                        total_revenue: string;
                    };
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminJobFailed: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            /** Format: uuid */
                            id: string;
                            queue: string;
                            about: {
                                /** @enum {string} */
                                kind: "mail";
                                to: string;
                                subject: string;
                            } | {
                                /** @enum {string} */
                                kind: "announcement";
                                announcement_id: number;
                                recipients: number;
                            } | {
                                /** @enum {string} */
                                kind: "order";
                                order_id: number;
                                /** @enum {string} */
                                step: "settle" | "delivery";
                            } | {
                                /** @enum {string} */
                                kind: "other";
                            };
                            attempts: number;
                            last_error: string;
                            failed_at: string;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminJobRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminOrders: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                search?: string;
                status?: "created" | "pending" | "paid" | "failed" | "cancelled" | "refunded";
                gateway?: "bkash" | "sslcommerz";
                held?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            invoice_number: string;
                            course_id: number;
                            course_title: string;
                            /** @enum {string} */
                            gateway: "bkash" | "sslcommerz";
                            /** @enum {string} */
                            payment_type: "single" | "duo" | "trio";
                            students: number;
                            amount: string;
                            refunded_amount: string;
                            currency: string;
                            coupon_code: string | null;
                            /** @enum {string} */
                            status: "created" | "pending" | "paid" | "failed" | "cancelled" | "refunded";
                            /** @enum {string|null} */
                            failure_reason: "declined" | "cancelled" | "mismatch" | "not_validated" | "risky" | "expired" | "gateway_unavailable" | null;
                            transaction_id: string | null;
                            created_at: string;
                            paid_at: string | null;
                            buyer: {
                                id: number;
                                name: string;
                                email: string;
                            };
                            refundable_amount: string;
                            held: {
                                amount: string;
                                transaction_id: string;
                                /** @enum {string} */
                                state: "held" | "returning" | "returned" | "enrolled";
                            } | null;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoice: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        invoice_number: string;
                        course_id: number;
                        course_title: string;
                        /** @enum {string} */
                        gateway: "bkash" | "sslcommerz";
                        /** @enum {string} */
                        payment_type: "single" | "duo" | "trio";
                        students: number;
                        amount: string;
                        refunded_amount: string;
                        currency: string;
                        coupon_code: string | null;
                        /** @enum {string} */
                        status: "created" | "pending" | "paid" | "failed" | "cancelled" | "refunded";
                        /** @enum {string|null} */
                        failure_reason: "declined" | "cancelled" | "mismatch" | "not_validated" | "risky" | "expired" | "gateway_unavailable" | null;
                        transaction_id: string | null;
                        created_at: string;
                        paid_at: string | null;
                        buyer: {
                            id: number;
                            name: string;
                            email: string;
                        };
                        refundable_amount: string;
                        held: {
                            amount: string;
                            transaction_id: string;
                            /** @enum {string} */
                            state: "held" | "returning" | "returned" | "enrolled";
                        } | null;
                        teammates: {
                            name: string;
                            email: string;
                            enrolled: boolean;
                        }[];
                        refunds: {
                            id: number;
                            amount: string;
                            reason: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "refunded" | "failed";
                            of_held_money: boolean;
                            gateway_refund_id: string;
                            failure_reason: string;
                            refunded_by: string | null;
                            created_at: string;
                            settled_at: string | null;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminOrderRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoice: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: unknown;
                    reason: string;
                    /** Format: uuid */
                    request_id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            invoice_number: string;
                            course_id: number;
                            course_title: string;
                            /** @enum {string} */
                            gateway: "bkash" | "sslcommerz";
                            /** @enum {string} */
                            payment_type: "single" | "duo" | "trio";
                            students: number;
                            amount: string;
                            refunded_amount: string;
                            currency: string;
                            coupon_code: string | null;
                            /** @enum {string} */
                            status: "created" | "pending" | "paid" | "failed" | "cancelled" | "refunded";
                            /** @enum {string|null} */
                            failure_reason: "declined" | "cancelled" | "mismatch" | "not_validated" | "risky" | "expired" | "gateway_unavailable" | null;
                            transaction_id: string | null;
                            created_at: string;
                            paid_at: string | null;
                            buyer: {
                                id: number;
                                name: string;
                                email: string;
                            };
                            refundable_amount: string;
                            held: {
                                amount: string;
                                transaction_id: string;
                                /** @enum {string} */
                                state: "held" | "returning" | "returned" | "enrolled";
                            } | null;
                            teammates: {
                                name: string;
                                email: string;
                                enrolled: boolean;
                            }[];
                            refunds: {
                                id: number;
                                amount: string;
                                reason: string;
                                /** @enum {string} */
                                status: "requested" | "pending" | "refunded" | "failed";
                                of_held_money: boolean;
                                gateway_refund_id: string;
                                failure_reason: string;
                                refunded_by: string | null;
                                created_at: string;
                                settled_at: string | null;
                            }[];
                        };
                        refund: {
                            id: number;
                            amount: string;
                            reason: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "refunded" | "failed";
                            of_held_money: boolean;
                            gateway_refund_id: string;
                            failure_reason: string;
                            refunded_by: string | null;
                            created_at: string;
                            settled_at: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            invoice_number: string;
                            course_id: number;
                            course_title: string;
                            /** @enum {string} */
                            gateway: "bkash" | "sslcommerz";
                            /** @enum {string} */
                            payment_type: "single" | "duo" | "trio";
                            students: number;
                            amount: string;
                            refunded_amount: string;
                            currency: string;
                            coupon_code: string | null;
                            /** @enum {string} */
                            status: "created" | "pending" | "paid" | "failed" | "cancelled" | "refunded";
                            /** @enum {string|null} */
                            failure_reason: "declined" | "cancelled" | "mismatch" | "not_validated" | "risky" | "expired" | "gateway_unavailable" | null;
                            transaction_id: string | null;
                            created_at: string;
                            paid_at: string | null;
                            buyer: {
                                id: number;
                                name: string;
                                email: string;
                            };
                            refundable_amount: string;
                            held: {
                                amount: string;
                                transaction_id: string;
                                /** @enum {string} */
                                state: "held" | "returning" | "returned" | "enrolled";
                            } | null;
                            teammates: {
                                name: string;
                                email: string;
                                enrolled: boolean;
                            }[];
                            refunds: {
                                id: number;
                                amount: string;
                                reason: string;
                                /** @enum {string} */
                                status: "requested" | "pending" | "refunded" | "failed";
                                of_held_money: boolean;
                                gateway_refund_id: string;
                                failure_reason: string;
                                refunded_by: string | null;
                                created_at: string;
                                settled_at: string | null;
                            }[];
                        };
                        refund: {
                            id: number;
                            amount: string;
                            reason: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "refunded" | "failed";
                            of_held_money: boolean;
                            gateway_refund_id: string;
                            failure_reason: string;
                            refunded_by: string | null;
                            created_at: string;
                            settled_at: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminOrderRefundCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoice: string;
                refund_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            invoice_number: string;
                            course_id: number;
                            course_title: string;
                            /** @enum {string} */
                            gateway: "bkash" | "sslcommerz";
                            /** @enum {string} */
                            payment_type: "single" | "duo" | "trio";
                            students: number;
                            amount: string;
                            refunded_amount: string;
                            currency: string;
                            coupon_code: string | null;
                            /** @enum {string} */
                            status: "created" | "pending" | "paid" | "failed" | "cancelled" | "refunded";
                            /** @enum {string|null} */
                            failure_reason: "declined" | "cancelled" | "mismatch" | "not_validated" | "risky" | "expired" | "gateway_unavailable" | null;
                            transaction_id: string | null;
                            created_at: string;
                            paid_at: string | null;
                            buyer: {
                                id: number;
                                name: string;
                                email: string;
                            };
                            refundable_amount: string;
                            held: {
                                amount: string;
                                transaction_id: string;
                                /** @enum {string} */
                                state: "held" | "returning" | "returned" | "enrolled";
                            } | null;
                            teammates: {
                                name: string;
                                email: string;
                                enrolled: boolean;
                            }[];
                            refunds: {
                                id: number;
                                amount: string;
                                reason: string;
                                /** @enum {string} */
                                status: "requested" | "pending" | "refunded" | "failed";
                                of_held_money: boolean;
                                gateway_refund_id: string;
                                failure_reason: string;
                                refunded_by: string | null;
                                created_at: string;
                                settled_at: string | null;
                            }[];
                        };
                        refund: {
                            id: number;
                            amount: string;
                            reason: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "refunded" | "failed";
                            of_held_money: boolean;
                            gateway_refund_id: string;
                            failure_reason: string;
                            refunded_by: string | null;
                            created_at: string;
                            settled_at: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminOrderHeldRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoice: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    /** Format: uuid */
                    request_id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            invoice_number: string;
                            course_id: number;
                            course_title: string;
                            /** @enum {string} */
                            gateway: "bkash" | "sslcommerz";
                            /** @enum {string} */
                            payment_type: "single" | "duo" | "trio";
                            students: number;
                            amount: string;
                            refunded_amount: string;
                            currency: string;
                            coupon_code: string | null;
                            /** @enum {string} */
                            status: "created" | "pending" | "paid" | "failed" | "cancelled" | "refunded";
                            /** @enum {string|null} */
                            failure_reason: "declined" | "cancelled" | "mismatch" | "not_validated" | "risky" | "expired" | "gateway_unavailable" | null;
                            transaction_id: string | null;
                            created_at: string;
                            paid_at: string | null;
                            buyer: {
                                id: number;
                                name: string;
                                email: string;
                            };
                            refundable_amount: string;
                            held: {
                                amount: string;
                                transaction_id: string;
                                /** @enum {string} */
                                state: "held" | "returning" | "returned" | "enrolled";
                            } | null;
                            teammates: {
                                name: string;
                                email: string;
                                enrolled: boolean;
                            }[];
                            refunds: {
                                id: number;
                                amount: string;
                                reason: string;
                                /** @enum {string} */
                                status: "requested" | "pending" | "refunded" | "failed";
                                of_held_money: boolean;
                                gateway_refund_id: string;
                                failure_reason: string;
                                refunded_by: string | null;
                                created_at: string;
                                settled_at: string | null;
                            }[];
                        };
                        refund: {
                            id: number;
                            amount: string;
                            reason: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "refunded" | "failed";
                            of_held_money: boolean;
                            gateway_refund_id: string;
                            failure_reason: string;
                            refunded_by: string | null;
                            created_at: string;
                            settled_at: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            invoice_number: string;
                            course_id: number;
                            course_title: string;
                            /** @enum {string} */
                            gateway: "bkash" | "sslcommerz";
                            /** @enum {string} */
                            payment_type: "single" | "duo" | "trio";
                            students: number;
                            amount: string;
                            refunded_amount: string;
                            currency: string;
                            coupon_code: string | null;
                            /** @enum {string} */
                            status: "created" | "pending" | "paid" | "failed" | "cancelled" | "refunded";
                            /** @enum {string|null} */
                            failure_reason: "declined" | "cancelled" | "mismatch" | "not_validated" | "risky" | "expired" | "gateway_unavailable" | null;
                            transaction_id: string | null;
                            created_at: string;
                            paid_at: string | null;
                            buyer: {
                                id: number;
                                name: string;
                                email: string;
                            };
                            refundable_amount: string;
                            held: {
                                amount: string;
                                transaction_id: string;
                                /** @enum {string} */
                                state: "held" | "returning" | "returned" | "enrolled";
                            } | null;
                            teammates: {
                                name: string;
                                email: string;
                                enrolled: boolean;
                            }[];
                            refunds: {
                                id: number;
                                amount: string;
                                reason: string;
                                /** @enum {string} */
                                status: "requested" | "pending" | "refunded" | "failed";
                                of_held_money: boolean;
                                gateway_refund_id: string;
                                failure_reason: string;
                                refunded_by: string | null;
                                created_at: string;
                                settled_at: string | null;
                            }[];
                        };
                        refund: {
                            id: number;
                            amount: string;
                            reason: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "refunded" | "failed";
                            of_held_money: boolean;
                            gateway_refund_id: string;
                            failure_reason: string;
                            refunded_by: string | null;
                            created_at: string;
                            settled_at: string | null;
                        };
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    adminOrderHeldEnrol: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoice: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        invoice_number: string;
                        course_id: number;
                        course_title: string;
                        /** @enum {string} */
                        gateway: "bkash" | "sslcommerz";
                        /** @enum {string} */
                        payment_type: "single" | "duo" | "trio";
                        students: number;
                        amount: string;
                        refunded_amount: string;
                        currency: string;
                        coupon_code: string | null;
                        /** @enum {string} */
                        status: "created" | "pending" | "paid" | "failed" | "cancelled" | "refunded";
                        /** @enum {string|null} */
                        failure_reason: "declined" | "cancelled" | "mismatch" | "not_validated" | "risky" | "expired" | "gateway_unavailable" | null;
                        transaction_id: string | null;
                        created_at: string;
                        paid_at: string | null;
                        buyer: {
                            id: number;
                            name: string;
                            email: string;
                        };
                        refundable_amount: string;
                        held: {
                            amount: string;
                            transaction_id: string;
                            /** @enum {string} */
                            state: "held" | "returning" | "returned" | "enrolled";
                        } | null;
                        teammates: {
                            name: string;
                            email: string;
                            enrolled: boolean;
                        }[];
                        refunds: {
                            id: number;
                            amount: string;
                            reason: string;
                            /** @enum {string} */
                            status: "requested" | "pending" | "refunded" | "failed";
                            of_held_money: boolean;
                            gateway_refund_id: string;
                            failure_reason: string;
                            refunded_by: string | null;
                            created_at: string;
                            settled_at: string | null;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminContactMessages: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            name: string;
                            email: string;
                            subject: string;
                            message: string;
                            created_at: string;
                            handled_at: string | null;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAdminContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handled: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        subject: string;
                        message: string;
                        created_at: string;
                        handled_at: string | null;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAdminLiveClassOverdueRecordings: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            course_id: number;
                            course_title: string;
                            instructor_name: string;
                            title: string;
                            starts_at: string;
                            ends_at: string;
                            due_at: string;
                            attendee_count: number;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminSecurity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        published_demo_passwords: string[];
                        last_24_hours: {
                            account_locks: number;
                            burnt_codes: number;
                        };
                    };
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listForumCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listForumTopics: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            name: string;
                            text: string;
                            category: {
                                id: number;
                                name: string;
                            };
                            created_by: {
                                id: number;
                                first_name: string;
                                last_name: string;
                            };
                            created_at: string;
                            updated_at: string;
                            comment_count: number;
                            can_edit: boolean;
                            can_delete: boolean;
                        }[];
                    } | {
                        id: number;
                        name: string;
                        text: string;
                        category: {
                            id: number;
                            name: string;
                        };
                        created_by: {
                            id: number;
                            first_name: string;
                            last_name: string;
                        };
                        created_at: string;
                        updated_at: string;
                        comment_count: number;
                        can_edit: boolean;
                        can_delete: boolean;
                    }[];
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createForumTopic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    text: string;
                    category_id: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        text: string;
                        category: {
                            id: number;
                            name: string;
                        };
                        created_by: {
                            id: number;
                            first_name: string;
                            last_name: string;
                        };
                        created_at: string;
                        updated_at: string;
                        comment_count: number;
                        can_edit: boolean;
                        can_delete: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getForumTopic: {
        parameters: {
            query?: {
                comments_page?: number;
                comments_page_size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        text: string;
                        category: {
                            id: number;
                            name: string;
                        };
                        created_by: {
                            id: number;
                            first_name: string;
                            last_name: string;
                        };
                        created_at: string;
                        updated_at: string;
                        comment_count: number;
                        can_edit: boolean;
                        can_delete: boolean;
                        comments: {
                            id: number;
                            topic: number;
                            text: string;
                            created_by: {
                                id: number;
                                first_name: string;
                                last_name: string;
                            };
                            created_at: string;
                            updated_at: string;
                            can_edit: boolean;
                            can_delete: boolean;
                        }[];
                        comments_page: number;
                        comments_page_count: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateForumTopic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    text: string;
                    category_id: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        text: string;
                        category: {
                            id: number;
                            name: string;
                        };
                        created_by: {
                            id: number;
                            first_name: string;
                            last_name: string;
                        };
                        created_at: string;
                        updated_at: string;
                        comment_count: number;
                        can_edit: boolean;
                        can_delete: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteForumTopic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    forumComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    topic: number | string;
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        topic: number;
                        text: string;
                        created_by: {
                            id: number;
                            first_name: string;
                            last_name: string;
                        };
                        created_at: string;
                        updated_at: string;
                        can_edit: boolean;
                        can_delete: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateForumComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    topic: number | string;
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        topic: number;
                        text: string;
                        created_by: {
                            id: number;
                            first_name: string;
                            last_name: string;
                        };
                        created_at: string;
                        updated_at: string;
                        can_edit: boolean;
                        can_delete: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteForumComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            message: string;
                            text: {
                                /** @enum {string} */
                                key: "forum_comment_on_your_topic" | "forum_comment_on_followed_topic" | "forum_new_topic" | "chat_message" | "announcement" | "live_class_scheduled" | "live_class_moved" | "live_class_cancelled" | "live_class_reminder_day" | "live_class_reminder_hour" | "live_class_recording" | "grade_released" | "grade_changed" | "module_opened" | "waitlist_offer";
                                params: {
                                    name?: string;
                                    course?: string;
                                    title?: string;
                                };
                            } | null;
                            is_read: boolean;
                            created_at: string;
                            /** @enum {string} */
                            related_object_type: "comment" | "forum_topic" | "chat_message" | "announcement" | "payment" | "live_class" | "grade" | "cohort";
                            course_id: number | null;
                            forum_topic_id: number | null;
                        }[];
                        unread_count: number;
                        has_unread_chat: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    notificationReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type?: "comment" | "forum_topic" | "chat_message" | "announcement" | "payment" | "live_class" | "grade" | "cohort";
                    course_id?: number;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        marked_read: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    notificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                        text: {
                            /** @enum {string} */
                            key: "forum_comment_on_your_topic" | "forum_comment_on_followed_topic" | "forum_new_topic" | "chat_message" | "announcement" | "live_class_scheduled" | "live_class_moved" | "live_class_cancelled" | "live_class_reminder_day" | "live_class_reminder_hour" | "live_class_recording" | "grade_released" | "grade_changed" | "module_opened" | "waitlist_offer";
                            params: {
                                name?: string;
                                course?: string;
                                title?: string;
                            };
                        } | null;
                        is_read: boolean;
                        created_at: string;
                        /** @enum {string} */
                        related_object_type: "comment" | "forum_topic" | "chat_message" | "announcement" | "payment" | "live_class" | "grade" | "cohort";
                        course_id: number | null;
                        forum_topic_id: number | null;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listChatConversations: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        course_id: number;
                        course_title: string;
                        thumbnail: string | null;
                        instructor_name: string;
                        last_message_at: string | null;
                    }[] | {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            course_id: number;
                            course_title: string;
                            thumbnail: string | null;
                            instructor_name: string;
                            last_message_at: string | null;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listChatMessages: {
        parameters: {
            query?: {
                before?: number;
                limit?: number;
            };
            header?: never;
            path: {
                courseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message_id: number;
                        course_id: number;
                        content: string;
                        user: number;
                        user_name: string;
                        /** @enum {string} */
                        user_role: "learner" | "instructor" | "admin";
                        user_profile_picture: string | null;
                        created_at: string;
                    }[];
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    chatSend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message_id: number;
                        course_id: number;
                        content: string;
                        user: number;
                        user_name: string;
                        /** @enum {string} */
                        user_role: "learner" | "instructor" | "admin";
                        user_profile_picture: string | null;
                        created_at: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    eventTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticket: string;
                    };
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCourse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    price: number | string;
                    category_id: number | string;
                    /** @enum {string} */
                    status?: "draft" | "published";
                    resubmit_after_release?: boolean;
                    outcomes?: {
                        outcome_title?: string | null;
                    }[] | null;
                    prerequisites?: {
                        prerequisite_title?: string | null;
                    }[] | null;
                    modules?: {
                        module_id?: number | null;
                        title: string;
                        order?: number | null;
                        lessons?: {
                            lesson_id?: number | null;
                            title: string;
                            order?: number | null;
                            duration?: number | null;
                            videos?: {
                                video_title?: string | null;
                                video_link?: string | null;
                            }[] | null;
                            resources?: {
                                resource_title?: string | null;
                                resource_link?: string | null;
                            }[] | null;
                        }[] | null;
                    }[] | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        course_id: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEditCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        course_id: number;
                        thumbnail: string;
                        thumbnail_card: string;
                    } | {
                        course_id: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listInstructorCourses: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        course_id: number;
                        course_title: string;
                        description: string;
                        price: string;
                        category_id: number;
                        category_name: string;
                        /** @enum {string} */
                        status: "draft" | "published" | "coming_soon";
                        thumbnail: string | null;
                        created_at: string;
                        updated_at: string;
                        instructor_name: string;
                        total_students: number;
                        total_lessons: number;
                    }[] | {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            course_id: number;
                            course_title: string;
                            description: string;
                            price: string;
                            category_id: number;
                            category_name: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "coming_soon";
                            thumbnail: string | null;
                            created_at: string;
                            updated_at: string;
                            instructor_name: string;
                            total_students: number;
                            total_lessons: number;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInstructorCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        course_id: number;
                        course_title: string;
                        description: string;
                        price: string;
                        category_id: number;
                        category_name: string;
                        /** @enum {string} */
                        status: "draft" | "published" | "coming_soon";
                        thumbnail: string | null;
                        resubmit_after_release: boolean;
                        outcomes: {
                            outcome_id: number;
                            outcome_title: string;
                        }[];
                        prerequisites: {
                            prerequisite_id: number;
                            prerequisite_title: string;
                        }[];
                        modules: {
                            module_id: number;
                            module_title: string;
                            order: number;
                            lessons: {
                                lesson_id: number;
                                lesson_title: string;
                                order: number;
                                duration: number;
                                videos: {
                                    video_id: number;
                                    video_title: string;
                                    video_link: string;
                                }[];
                                resources: {
                                    resource_id: number;
                                    resource_title: string;
                                    resource_link: string;
                                }[];
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInstructorCourseInsight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        course_id: number;
                        course_title: string;
                        enrolments_by_week: {
                            week_start: string;
                            enrolments: number;
                        }[];
                        total_students: number;
                        approved_revenue: string;
                        approved_payments: number;
                        average_completion: number;
                        total_lessons: number;
                        rating_avg: string | null;
                        rating_count: number;
                        latest_reviews: {
                            review_id: number;
                            reviewer_name: string;
                            rating: number;
                            comment: string;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    announcementCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    course: number | string;
                    title: string;
                    content: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        announcement_id: number;
                        course_id: number;
                        title: string;
                        content: string;
                        instructor_name: string;
                        course_title: string;
                        created_at: string;
                        updated_at: string;
                        date: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnnouncementCourse: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                courseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        announcement_id: number;
                        course_id: number;
                        title: string;
                        content: string;
                        instructor_name: string;
                        course_title: string;
                        created_at: string;
                        updated_at: string;
                        date: string;
                    }[] | {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            announcement_id: number;
                            course_id: number;
                            title: string;
                            content: string;
                            instructor_name: string;
                            course_title: string;
                            created_at: string;
                            updated_at: string;
                            date: string;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    contact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    subject: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        subject: string;
                        message: string;
                        created_at: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCourseLiveClasses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        now: string;
                        can_manage: boolean;
                        results: {
                            id: number;
                            course_id: number;
                            course_title: string;
                            series_id: string | null;
                            title: string;
                            description: string;
                            starts_at: string;
                            ends_at: string;
                            duration_minutes: number;
                            /** @enum {string} */
                            status: "scheduled" | "cancelled";
                            join_opens_at: string;
                            can_manage: boolean;
                            meeting_host: string | null;
                            attended: boolean;
                            recording_lesson_id: number | null;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCourseLiveClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    description?: string;
                    /** Format: date-time */
                    starts_at: string;
                    duration_minutes: number;
                    meeting_url: string;
                    /** @default 1 */
                    weekly_count?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        now: string;
                        can_manage: boolean;
                        results: {
                            id: number;
                            course_id: number;
                            course_title: string;
                            series_id: string | null;
                            title: string;
                            description: string;
                            starts_at: string;
                            ends_at: string;
                            duration_minutes: number;
                            /** @enum {string} */
                            status: "scheduled" | "cancelled";
                            join_opens_at: string;
                            can_manage: boolean;
                            meeting_host: string | null;
                            attended: boolean;
                            recording_lesson_id: number | null;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLiveClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        now: string;
                        live_class: {
                            id: number;
                            course_id: number;
                            course_title: string;
                            series_id: string | null;
                            title: string;
                            description: string;
                            starts_at: string;
                            ends_at: string;
                            duration_minutes: number;
                            /** @enum {string} */
                            status: "scheduled" | "cancelled";
                            join_opens_at: string;
                            can_manage: boolean;
                            meeting_host: string | null;
                            attended: boolean;
                            recording_lesson_id: number | null;
                        };
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateLiveClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    description?: string;
                    /** Format: date-time */
                    starts_at: string;
                    duration_minutes: number;
                    /** @default  */
                    meeting_url?: "" | string;
                    /**
                     * @default one
                     * @enum {string}
                     */
                    scope?: "one" | "following";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        now: string;
                        can_manage: boolean;
                        results: {
                            id: number;
                            course_id: number;
                            course_title: string;
                            series_id: string | null;
                            title: string;
                            description: string;
                            starts_at: string;
                            ends_at: string;
                            duration_minutes: number;
                            /** @enum {string} */
                            status: "scheduled" | "cancelled";
                            join_opens_at: string;
                            can_manage: boolean;
                            meeting_host: string | null;
                            attended: boolean;
                            recording_lesson_id: number | null;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    liveClassCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default one
                     * @enum {string}
                     */
                    scope?: "one" | "following";
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        now: string;
                        can_manage: boolean;
                        results: {
                            id: number;
                            course_id: number;
                            course_title: string;
                            series_id: string | null;
                            title: string;
                            description: string;
                            starts_at: string;
                            ends_at: string;
                            duration_minutes: number;
                            /** @enum {string} */
                            status: "scheduled" | "cancelled";
                            join_opens_at: string;
                            can_manage: boolean;
                            meeting_host: string | null;
                            attended: boolean;
                            recording_lesson_id: number | null;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    liveClassJoinTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        join_url: string;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLiveClassJoin: {
        parameters: {
            query?: {
                ticket?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLiveClassUpcoming: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        now: string;
                        results: {
                            id: number;
                            course_id: number;
                            course_title: string;
                            series_id: string | null;
                            title: string;
                            description: string;
                            starts_at: string;
                            ends_at: string;
                            duration_minutes: number;
                            /** @enum {string} */
                            status: "scheduled" | "cancelled";
                            join_opens_at: string;
                            can_manage: boolean;
                            meeting_host: string | null;
                            attended: boolean;
                            recording_lesson_id: number | null;
                            more_in_series: number;
                        }[];
                    };
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCourseLiveSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            starts_at: string;
                            ends_at: string;
                            duration_minutes: number;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCourseLiveClassPast: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            id: number;
                            course_id: number;
                            course_title: string;
                            series_id: string | null;
                            title: string;
                            description: string;
                            starts_at: string;
                            ends_at: string;
                            duration_minutes: number;
                            /** @enum {string} */
                            status: "scheduled" | "cancelled";
                            join_opens_at: string;
                            can_manage: boolean;
                            meeting_host: string | null;
                            attended: boolean;
                            recording_lesson_id: number | null;
                            attendee_count: number | null;
                            recording_due_at: string | null;
                            recording_overdue: boolean | null;
                        }[];
                        can_manage: boolean;
                        my_attendance: {
                            attended: number;
                            held: number;
                        };
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLiveClassAttendance: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            user_id: number;
                            name: string;
                            joined_at: string | null;
                        }[];
                        joined: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCourseLiveClassAttendance: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            user_id: number;
                            name: string;
                            attended: number;
                            held: number;
                            rate: number | null;
                        }[];
                        held: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    liveClassRecording: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    video_link: string;
                    /** @default  */
                    title?: string;
                    module_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        live_class: {
                            id: number;
                            course_id: number;
                            course_title: string;
                            series_id: string | null;
                            title: string;
                            description: string;
                            starts_at: string;
                            ends_at: string;
                            duration_minutes: number;
                            /** @enum {string} */
                            status: "scheduled" | "cancelled";
                            join_opens_at: string;
                            can_manage: boolean;
                            meeting_host: string | null;
                            attended: boolean;
                            recording_lesson_id: number | null;
                        };
                        lesson_id: number;
                        module_id: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLiveClassCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/calendar (RFC 5545), times in UTC */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string | null;
                    };
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        created_at: string;
                    };
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCalendarFeedLiveClasses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/calendar (RFC 5545), times in UTC */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCourseClasswork: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        course_id: number;
                        can_edit: boolean;
                        groups: {
                            module_id: number | null;
                            module_title: string | null;
                            items: {
                                /** @enum {string} */
                                kind: "quiz" | "assignment";
                                item_id: number;
                                title: string;
                                opens_at: string | null;
                                due_at: string | null;
                                is_published: boolean;
                                max_score: number;
                                /** @enum {string|null} */
                                state: "upcoming" | "not_started" | "in_progress" | "submitted" | "late" | "graded" | "missing" | null;
                                score: number | null;
                                passed: boolean | null;
                                submitted_count: number | null;
                                opens_on?: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    courseQuizzes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description?: string | null;
                    module_id: number | null;
                    /** Format: date-time */
                    opens_at: string | null;
                    /** Format: date-time */
                    closes_at: string | null;
                    time_limit_minutes: number | null;
                    max_attempts: number | null;
                    /** @enum {string} */
                    grading_method: "highest" | "last" | "average";
                    pass_percent: number;
                    shuffle_questions: boolean;
                    shuffle_choices: boolean;
                    /** @enum {string} */
                    show_answers: "never" | "after_attempt" | "after_close";
                    is_published: boolean;
                    questions: ({
                        /** @enum {string} */
                        kind: "single_choice";
                        prompt: string;
                        points: number;
                        explanation?: string | null;
                        choices: {
                            text: string;
                            is_correct: boolean;
                        }[];
                    } | {
                        /** @enum {string} */
                        kind: "multiple_choice";
                        prompt: string;
                        points: number;
                        explanation?: string | null;
                        choices: {
                            text: string;
                            is_correct: boolean;
                        }[];
                        partial_credit: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "true_false";
                        prompt: string;
                        points: number;
                        explanation?: string | null;
                        correct: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "short_text";
                        prompt: string;
                        points: number;
                        explanation?: string | null;
                        accepted_answers: string[];
                    } | {
                        /** @enum {string} */
                        kind: "numeric";
                        prompt: string;
                        points: number;
                        explanation?: string | null;
                        answer: number;
                        tolerance: number;
                    } | {
                        /** @enum {string} */
                        kind: "essay";
                        prompt: string;
                        points: number;
                        explanation?: string | null;
                    })[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quiz_id: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInstructorQuiz: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quiz_id: number;
                        course_id: number;
                        course_title: string;
                        questions_locked: boolean;
                        attempts_count: number;
                        form: {
                            title: string;
                            description: string;
                            module_id: number | null;
                            opens_at: string | null;
                            closes_at: string | null;
                            time_limit_minutes: number | null;
                            max_attempts: number | null;
                            /** @enum {string} */
                            grading_method: "highest" | "last" | "average";
                            pass_percent: number;
                            shuffle_questions: boolean;
                            shuffle_choices: boolean;
                            /** @enum {string} */
                            show_answers: "never" | "after_attempt" | "after_close";
                            is_published: boolean;
                            questions: {
                                /** @enum {string} */
                                kind: "single_choice" | "multiple_choice" | "true_false" | "short_text" | "numeric" | "essay";
                                prompt: string;
                                points: number;
                                explanation: string;
                                choices?: {
                                    text: string;
                                    is_correct: boolean;
                                }[];
                                partial_credit?: boolean;
                                correct?: boolean;
                                accepted_answers?: string[];
                                answer?: number;
                                tolerance?: number;
                            }[];
                        };
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateInstructorQuiz: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description?: string | null;
                    module_id: number | null;
                    /** Format: date-time */
                    opens_at: string | null;
                    /** Format: date-time */
                    closes_at: string | null;
                    time_limit_minutes: number | null;
                    max_attempts: number | null;
                    /** @enum {string} */
                    grading_method: "highest" | "last" | "average";
                    pass_percent: number;
                    shuffle_questions: boolean;
                    shuffle_choices: boolean;
                    /** @enum {string} */
                    show_answers: "never" | "after_attempt" | "after_close";
                    is_published: boolean;
                    questions: ({
                        /** @enum {string} */
                        kind: "single_choice";
                        prompt: string;
                        points: number;
                        explanation?: string | null;
                        choices: {
                            text: string;
                            is_correct: boolean;
                        }[];
                    } | {
                        /** @enum {string} */
                        kind: "multiple_choice";
                        prompt: string;
                        points: number;
                        explanation?: string | null;
                        choices: {
                            text: string;
                            is_correct: boolean;
                        }[];
                        partial_credit: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "true_false";
                        prompt: string;
                        points: number;
                        explanation?: string | null;
                        correct: boolean;
                    } | {
                        /** @enum {string} */
                        kind: "short_text";
                        prompt: string;
                        points: number;
                        explanation?: string | null;
                        accepted_answers: string[];
                    } | {
                        /** @enum {string} */
                        kind: "numeric";
                        prompt: string;
                        points: number;
                        explanation?: string | null;
                        answer: number;
                        tolerance: number;
                    } | {
                        /** @enum {string} */
                        kind: "essay";
                        prompt: string;
                        points: number;
                        explanation?: string | null;
                    })[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quiz_id: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteInstructorQuiz: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getQuiz: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quiz_id: number;
                        course_id: number;
                        course_title: string;
                        module_title: string | null;
                        title: string;
                        description: string;
                        opens_at: string | null;
                        closes_at: string | null;
                        time_limit_minutes: number | null;
                        max_attempts: number | null;
                        /** @enum {string} */
                        grading_method: "highest" | "last" | "average";
                        pass_percent: number;
                        /** @enum {string} */
                        show_answers: "never" | "after_attempt" | "after_close";
                        question_count: number;
                        max_score: number;
                        is_published: boolean;
                        attempts: {
                            attempt_id: number;
                            number: number;
                            /** @enum {string} */
                            state: "in_progress" | "submitted" | "graded";
                            started_at: string;
                            submitted_at: string | null;
                            score: number | null;
                        }[];
                        attempts_left: number | null;
                        in_progress_attempt_id: number | null;
                        grade: number | null;
                        passed: boolean | null;
                        can_start: boolean;
                        blocked_reason: string | null;
                        can_edit: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listQuizAttempts: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            attempt_id: number;
                            number: number;
                            /** @enum {string} */
                            state: "in_progress" | "submitted" | "graded";
                            started_at: string;
                            submitted_at: string | null;
                            score: number | null;
                            learner_id: number;
                            learner_name: string;
                            learner_email: string;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createQuizAttempt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempt_id: number;
                        quiz_id: number;
                        course_id: number;
                        quiz_title: string;
                        number: number;
                        /** @enum {string} */
                        state: "in_progress" | "submitted" | "graded";
                        started_at: string;
                        deadline_at: string | null;
                        submitted_at: string | null;
                        server_now: string;
                        score: number | null;
                        max_score: number;
                        shows_answers: boolean;
                        can_grade: boolean;
                        questions: {
                            question_id: number;
                            /** @enum {string} */
                            kind: "single_choice" | "multiple_choice" | "true_false" | "short_text" | "numeric" | "essay";
                            prompt: string;
                            points: number;
                            choices: {
                                choice_id: number;
                                text: string;
                            }[];
                            response: ({
                                choice_ids: number[];
                            } | {
                                answer: boolean;
                            } | {
                                text: string;
                            }) | null;
                            score: number | null;
                            feedback: string | null;
                            key: {
                                choice_ids?: number[];
                                answer?: boolean;
                                accepted_answers?: string[];
                                value?: number;
                                tolerance?: number;
                            } | null;
                            explanation: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempt_id: number;
                        quiz_id: number;
                        course_id: number;
                        quiz_title: string;
                        number: number;
                        /** @enum {string} */
                        state: "in_progress" | "submitted" | "graded";
                        started_at: string;
                        deadline_at: string | null;
                        submitted_at: string | null;
                        server_now: string;
                        score: number | null;
                        max_score: number;
                        shows_answers: boolean;
                        can_grade: boolean;
                        questions: {
                            question_id: number;
                            /** @enum {string} */
                            kind: "single_choice" | "multiple_choice" | "true_false" | "short_text" | "numeric" | "essay";
                            prompt: string;
                            points: number;
                            choices: {
                                choice_id: number;
                                text: string;
                            }[];
                            response: ({
                                choice_ids: number[];
                            } | {
                                answer: boolean;
                            } | {
                                text: string;
                            }) | null;
                            score: number | null;
                            feedback: string | null;
                            key: {
                                choice_ids?: number[];
                                answer?: boolean;
                                accepted_answers?: string[];
                                value?: number;
                                tolerance?: number;
                            } | null;
                            explanation: string | null;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getQuizAttempt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempt_id: number;
                        quiz_id: number;
                        course_id: number;
                        quiz_title: string;
                        number: number;
                        /** @enum {string} */
                        state: "in_progress" | "submitted" | "graded";
                        started_at: string;
                        deadline_at: string | null;
                        submitted_at: string | null;
                        server_now: string;
                        score: number | null;
                        max_score: number;
                        shows_answers: boolean;
                        can_grade: boolean;
                        questions: {
                            question_id: number;
                            /** @enum {string} */
                            kind: "single_choice" | "multiple_choice" | "true_false" | "short_text" | "numeric" | "essay";
                            prompt: string;
                            points: number;
                            choices: {
                                choice_id: number;
                                text: string;
                            }[];
                            response: ({
                                choice_ids: number[];
                            } | {
                                answer: boolean;
                            } | {
                                text: string;
                            }) | null;
                            score: number | null;
                            feedback: string | null;
                            key: {
                                choice_ids?: number[];
                                answer?: boolean;
                                accepted_answers?: string[];
                                value?: number;
                                tolerance?: number;
                            } | null;
                            explanation: string | null;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateQuizAttemptAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answers: {
                        question_id: number;
                        response: {
                            choice_ids: number[];
                        } | {
                            answer: boolean;
                        } | {
                            text: string;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    quizAttemptSubmit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempt_id: number;
                        quiz_id: number;
                        course_id: number;
                        quiz_title: string;
                        number: number;
                        /** @enum {string} */
                        state: "in_progress" | "submitted" | "graded";
                        started_at: string;
                        deadline_at: string | null;
                        submitted_at: string | null;
                        server_now: string;
                        score: number | null;
                        max_score: number;
                        shows_answers: boolean;
                        can_grade: boolean;
                        questions: {
                            question_id: number;
                            /** @enum {string} */
                            kind: "single_choice" | "multiple_choice" | "true_false" | "short_text" | "numeric" | "essay";
                            prompt: string;
                            points: number;
                            choices: {
                                choice_id: number;
                                text: string;
                            }[];
                            response: ({
                                choice_ids: number[];
                            } | {
                                answer: boolean;
                            } | {
                                text: string;
                            }) | null;
                            score: number | null;
                            feedback: string | null;
                            key: {
                                choice_ids?: number[];
                                answer?: boolean;
                                accepted_answers?: string[];
                                value?: number;
                                tolerance?: number;
                            } | null;
                            explanation: string | null;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateQuizAttemptGrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    grades: {
                        question_id: number;
                        score: number;
                        feedback?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempt_id: number;
                        quiz_id: number;
                        course_id: number;
                        quiz_title: string;
                        number: number;
                        /** @enum {string} */
                        state: "in_progress" | "submitted" | "graded";
                        started_at: string;
                        deadline_at: string | null;
                        submitted_at: string | null;
                        server_now: string;
                        score: number | null;
                        max_score: number;
                        shows_answers: boolean;
                        can_grade: boolean;
                        questions: {
                            question_id: number;
                            /** @enum {string} */
                            kind: "single_choice" | "multiple_choice" | "true_false" | "short_text" | "numeric" | "essay";
                            prompt: string;
                            points: number;
                            choices: {
                                choice_id: number;
                                text: string;
                            }[];
                            response: ({
                                choice_ids: number[];
                            } | {
                                answer: boolean;
                            } | {
                                text: string;
                            }) | null;
                            score: number | null;
                            feedback: string | null;
                            key: {
                                choice_ids?: number[];
                                answer?: boolean;
                                accepted_answers?: string[];
                                value?: number;
                                tolerance?: number;
                            } | null;
                            explanation: string | null;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getClassworkUpcoming: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        now: string;
                        results: {
                            /** @enum {string} */
                            kind: "quiz" | "assignment";
                            id: number;
                            title: string;
                            course_id: number;
                            course_title: string;
                            due_at: string;
                        }[];
                    };
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    courseAssignments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    instructions?: string | null;
                    module_id: number | null;
                    points: number;
                    /** Format: date-time */
                    due_at: string;
                    /** Format: date-time */
                    cutoff_at: string | null;
                    late_penalty_percent: number;
                    late_penalty_floor_percent: number;
                    /** @enum {string} */
                    submission_kind: "file" | "link" | "text";
                    is_published: boolean;
                    rubric: {
                        title: string;
                        levels: {
                            title: string;
                            points: number;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignment_id: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInstructorAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignment_id: number;
                        course_id: number;
                        course_title: string;
                        submissions_count: number;
                        rubric_locked: boolean;
                        form: {
                            title: string;
                            instructions: string;
                            module_id: number | null;
                            points: number;
                            due_at: string;
                            cutoff_at: string | null;
                            late_penalty_percent: number;
                            late_penalty_floor_percent: number;
                            /** @enum {string} */
                            submission_kind: "file" | "link" | "text";
                            is_published: boolean;
                            rubric: {
                                title: string;
                                levels: {
                                    title: string;
                                    points: number;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateInstructorAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    instructions?: string | null;
                    module_id: number | null;
                    points: number;
                    /** Format: date-time */
                    due_at: string;
                    /** Format: date-time */
                    cutoff_at: string | null;
                    late_penalty_percent: number;
                    late_penalty_floor_percent: number;
                    /** @enum {string} */
                    submission_kind: "file" | "link" | "text";
                    is_published: boolean;
                    rubric: {
                        title: string;
                        levels: {
                            title: string;
                            points: number;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignment_id: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteInstructorAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignment_id: number;
                        course_id: number;
                        course_title: string;
                        module_title: string | null;
                        title: string;
                        instructions: string;
                        points: number;
                        due_at: string;
                        cutoff_at: string | null;
                        late_penalty_percent: number;
                        late_penalty_floor_percent: number;
                        /** @enum {string} */
                        submission_kind: "file" | "link" | "text";
                        rubric: {
                            title: string;
                            levels: {
                                title: string;
                                points: number;
                            }[];
                        }[];
                        is_published: boolean;
                        server_now: string;
                        /** @enum {string|null} */
                        state: "not_started" | "submitted" | "late" | "graded" | "missing" | null;
                        submissions: {
                            submission_id: number;
                            version: number;
                            /** @enum {string} */
                            kind: "file" | "link" | "text";
                            submitted_at: string;
                            is_late: boolean;
                            days_late: number;
                            penalty_percent: number;
                            file_name: string | null;
                            file_size: number | null;
                            file_url: string | null;
                            link_url: string | null;
                            text: string | null;
                        }[];
                        grade: {
                            score: number;
                            penalty_percent: number;
                            final_score: number;
                            feedback: string | null;
                            rubric_levels: number[];
                            released_at: string;
                        } | null;
                        can_submit: boolean;
                        blocked_reason: string | null;
                        if_submitted_now: {
                            days_late: number;
                            penalty_percent: number;
                        } | null;
                        can_edit: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    assignmentSubmissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        submission_id: number;
                        version: number;
                        /** @enum {string} */
                        kind: "file" | "link" | "text";
                        submitted_at: string;
                        is_late: boolean;
                        days_late: number;
                        penalty_percent: number;
                        file_name: string | null;
                        file_size: number | null;
                        file_url: string | null;
                        link_url: string | null;
                        text: string | null;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAssignmentSubmissionFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGradingQueue: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                course?: number;
                kind?: "assignment" | "quiz_attempt";
                item?: number;
                state?: "waiting" | "graded" | "released";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            /** @enum {string} */
                            kind: "assignment" | "quiz_attempt";
                            id: number;
                            course_id: number;
                            course_title: string;
                            item_id: number;
                            item_title: string;
                            learner_id: number;
                            learner_name: string;
                            learner_email: string;
                            submitted_at: string;
                            is_late: boolean;
                            penalty_percent: number;
                            /** @enum {string} */
                            state: "waiting" | "graded" | "released";
                            score: number | null;
                            final_score: number | null;
                            max_score: number;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAssignmentSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        submission: {
                            submission_id: number;
                            version: number;
                            /** @enum {string} */
                            kind: "file" | "link" | "text";
                            submitted_at: string;
                            is_late: boolean;
                            days_late: number;
                            penalty_percent: number;
                            file_name: string | null;
                            file_size: number | null;
                            file_url: string | null;
                            link_url: string | null;
                            text: string | null;
                        };
                        assignment_id: number;
                        assignment_title: string;
                        course_id: number;
                        course_title: string;
                        points: number;
                        rubric: {
                            title: string;
                            levels: {
                                title: string;
                                points: number;
                            }[];
                        }[];
                        learner_id: number;
                        learner_name: string;
                        learner_email: string;
                        versions: {
                            submission_id: number;
                            version: number;
                            /** @enum {string} */
                            kind: "file" | "link" | "text";
                            submitted_at: string;
                            is_late: boolean;
                            days_late: number;
                            penalty_percent: number;
                            file_name: string | null;
                            file_size: number | null;
                            file_url: string | null;
                            link_url: string | null;
                            text: string | null;
                        }[];
                        grade: {
                            score: number;
                            final_score: number;
                            rubric_levels: number[];
                            feedback: string | null;
                            graded_at: string;
                            released_at: string | null;
                            is_current: boolean;
                            submission_id: number;
                            version: number;
                        } | null;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAssignmentSubmissionGrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    score?: number | null;
                    rubric_levels?: number[] | null;
                    feedback?: string | null;
                    /** @default false */
                    confirm_lower?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        submission: {
                            submission_id: number;
                            version: number;
                            /** @enum {string} */
                            kind: "file" | "link" | "text";
                            submitted_at: string;
                            is_late: boolean;
                            days_late: number;
                            penalty_percent: number;
                            file_name: string | null;
                            file_size: number | null;
                            file_url: string | null;
                            link_url: string | null;
                            text: string | null;
                        };
                        assignment_id: number;
                        assignment_title: string;
                        course_id: number;
                        course_title: string;
                        points: number;
                        rubric: {
                            title: string;
                            levels: {
                                title: string;
                                points: number;
                            }[];
                        }[];
                        learner_id: number;
                        learner_name: string;
                        learner_email: string;
                        versions: {
                            submission_id: number;
                            version: number;
                            /** @enum {string} */
                            kind: "file" | "link" | "text";
                            submitted_at: string;
                            is_late: boolean;
                            days_late: number;
                            penalty_percent: number;
                            file_name: string | null;
                            file_size: number | null;
                            file_url: string | null;
                            link_url: string | null;
                            text: string | null;
                        }[];
                        grade: {
                            score: number;
                            final_score: number;
                            rubric_levels: number[];
                            feedback: string | null;
                            graded_at: string;
                            released_at: string | null;
                            is_current: boolean;
                            submission_id: number;
                            version: number;
                        } | null;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCourseGrades: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        course_id: number;
                        weights: {
                            quizzes_percent: number;
                            assignments_percent: number;
                        };
                        can_edit_weights: boolean;
                        items: {
                            /** @enum {string} */
                            kind: "quiz" | "assignment";
                            item_id: number;
                            title: string;
                            due_at: string | null;
                            /** @enum {string} */
                            state: "upcoming" | "not_started" | "in_progress" | "submitted" | "late" | "graded" | "missing";
                            score: number | null;
                            max_score: number;
                            feedback: string | null;
                        }[];
                        categories: {
                            /** @enum {string} */
                            kind: "quiz" | "assignment";
                            weight_percent: number;
                            earned: number;
                            possible: number;
                            percent: number | null;
                        }[];
                        total_percent: number | null;
                        certificate_pass_percent: number | null;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCourseGradeWeight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quizzes_percent: number;
                    assignments_percent: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quizzes_percent: number;
                        assignments_percent: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCourseCertificateRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    requires_pass: boolean;
                    pass_percent: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requires_pass: boolean;
                        pass_percent: number | null;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    courseGradeRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    entries?: {
                        /** @enum {string} */
                        kind: "assignment" | "quiz_attempt";
                        id: number;
                    }[];
                    /** @default false */
                    all?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        released: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCourseGradebook: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                courseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        next: string | null;
                        previous: string | null;
                        results: {
                            learner_id: number;
                            learner_name: string;
                            learner_email: string;
                            cells: {
                                /** @enum {string} */
                                state: "upcoming" | "not_started" | "in_progress" | "submitted" | "late" | "graded" | "missing";
                                score: number | null;
                                unreleased_score: number | null;
                            }[];
                            total_percent: number | null;
                        }[];
                        course_id: number;
                        course_title: string;
                        weights: {
                            quizzes_percent: number;
                            assignments_percent: number;
                        };
                        items: {
                            /** @enum {string} */
                            kind: "quiz" | "assignment";
                            item_id: number;
                            title: string;
                            module_title: string | null;
                            due_at: string | null;
                            max_score: number;
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCourseGradebookCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv; header row, then one row per learner */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    videoUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    headVideoUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                upload: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateVideoUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                upload: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInstructorLessonVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lesson_id: number;
                        current: {
                            id: number;
                            /** @enum {string} */
                            status: "uploading" | "queued" | "processing" | "ready" | "failed";
                            progress_percent: number;
                            /** @enum {string|null} */
                            failure_reason: "empty" | "not_video" | "too_long" | "corrupt" | "unavailable" | null;
                            failure_message: string | null;
                            original_name: string;
                            size_bytes: number;
                            duration_seconds: number | null;
                            width: number | null;
                            height: number | null;
                            renditions: ("240p" | "360p" | "480p" | "720p" | "audio")[];
                            created_at: string;
                        } | null;
                        pending: {
                            id: number;
                            /** @enum {string} */
                            status: "uploading" | "queued" | "processing" | "ready" | "failed";
                            progress_percent: number;
                            /** @enum {string|null} */
                            failure_reason: "empty" | "not_video" | "too_long" | "corrupt" | "unavailable" | null;
                            failure_message: string | null;
                            original_name: string;
                            size_bytes: number;
                            duration_seconds: number | null;
                            width: number | null;
                            height: number | null;
                            renditions: ("240p" | "360p" | "480p" | "720p" | "audio")[];
                            created_at: string;
                        } | null;
                        transcoding_available: boolean;
                        is_free_preview: boolean;
                        captions: {
                            /** @enum {string} */
                            language: "en" | "bn";
                            cues: number;
                        }[];
                        max_bytes: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInstructorCourseVideoInsight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        course_id: number;
                        videos: {
                            lesson_id: number;
                            lesson_title: string;
                            asset_id: number;
                            duration_seconds: number;
                            plays: number;
                            unique_viewers: number;
                            average_watched_percent: number;
                            retention: {
                                at_seconds: number;
                                viewers: number;
                                percent: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed to do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLessonVideo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lesson_id: number;
                        asset_id: number;
                        duration_seconds: number;
                        master_url: string;
                        token: string;
                        token_expires_at: string;
                        poster_url: string;
                        thumbnails: {
                            url: string;
                            columns: number;
                            rows: number;
                            count: number;
                            width: number;
                            height: number;
                            interval: number;
                        } | null;
                        renditions: {
                            /** @enum {string} */
                            name: "240p" | "360p" | "480p" | "720p" | "audio";
                            height: number | null;
                            bandwidth: number;
                        }[];
                        captions: {
                            /** @enum {string} */
                            language: "en" | "bn";
                            url: string;
                        }[];
                        watermark: {
                            name: string;
                            email: string;
                        } | null;
                        resume_position_seconds: number;
                        watched_percent: number;
                        tracks_progress: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVideo: {
        parameters: {
            query?: {
                t?: string;
            };
            header?: never;
            path: {
                assetId: string;
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVideo2: {
        parameters: {
            query?: {
                t?: string;
            };
            header?: never;
            path: {
                assetId: string;
                rendition: string;
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    videoProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assetId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    position_seconds: number;
                    /** @default [] */
                    watched?: number[][];
                    /** @default false */
                    started?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        position_seconds: number;
                        watched_percent: number;
                        lesson_completed: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateInstructorLessonVideoCaption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
                language: "en" | "bn";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lesson_id: number;
                        /** @enum {string} */
                        language: "en" | "bn";
                        cues: number;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateInstructorLessonVideoPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_free_preview: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lesson_id: number;
                        is_free_preview: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Nothing with this id, for this caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPushKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        public_key: string;
                    };
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    pushSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                    keys: {
                        p256dh: string;
                        auth: string;
                    };
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "bn";
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPushPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        announcements: boolean;
                        live_classes: boolean;
                        grades: boolean;
                        forum_replies: boolean;
                    };
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePushPreference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    announcements: boolean;
                    live_classes: boolean;
                    grades: boolean;
                    forum_replies: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        announcements: boolean;
                        live_classes: boolean;
                        grades: boolean;
                        forum_replies: boolean;
                    };
                };
            };
            /** @description The request was refused: field errors or a message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    richTextImages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        width: number;
                        height: number;
                    };
                };
            };
            /** @description No valid access token (refresh it, or sign in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
